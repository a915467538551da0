//! The protocol with no network: Goat Lords, BattleGoats and Gruff Goats played to the end with
//! devices that only ever see their own tables (decoded from the JSON the host sends), claims,
//! rejoins and taken seats, forged and garbled messages, and what a seat's table leaves out.

use super::*;
use crate::engine::{Player, Session};
use crate::games::battlegoats::BattleGoats;
use crate::games::goat_lords::GoatLords;
use crate::games::gruff_goats::GruffGoats;

const ANA: &str = "0123456789abcdef0123456789abcdef";
const BO: &str = "fedcba9876543210fedcba9876543210";

fn session<G: Game>(players: usize, seed: u64) -> Session<G> {
    let names = ["Ana", "Bo", "Cy", "Di"];
    let players = (0..players).map(|s| Player::person(names[s], s)).collect();
    Session::new(players, G::Options::default(), seed).expect("a table")
}

/// Goat Lords for three: seat 0 on the host, seats 1 and 2 on devices 11 and 12.
fn goat_lords() -> (Room, Session<GoatLords>) {
    let mut room = Room::new("room", &[false, true, true]);
    room.claim(11, 1, ANA).expect("seat 1");
    room.claim(12, 2, BO).expect("seat 2");
    (room, session(3, 7))
}

fn table_of<G: Game>(room: &Room, s: &Session<G>, seat: Seat) -> Table<G::View, G::Action>
where
    G::View: Serialize + DeserializeOwned,
{
    match read::<G::View, G::Action>(&room.table(s, seat)) {
        Ok(ToDevice::Table(t)) => *t,
        Ok(ToDevice::Refused { why }) => panic!("seat {seat}'s table: refused, {why}"),
        Err(why) => panic!("seat {seat}'s table: {why}"),
    }
}

#[test]
fn messages_read_back_as_sent() {
    let claim_text = claim(2, ANA);
    let back: ToHost<()> = serde_json::from_str(&claim_text).expect("reads");
    assert_eq!(
        back,
        ToHost::Claim {
            version: VERSION,
            seat: 2,
            token: ANA.into()
        }
    );
    let (room, s) = goat_lords();
    let t = table_of(&room, &s, 1);
    assert_eq!(t.game, "goat-lords");
    assert_eq!((t.seat, t.moves), (1, 0));
    assert_eq!(t.view, s.state.view(1));
    assert_eq!(
        t.players.iter().map(|p| p.on).collect::<Vec<_>>(),
        [Place::Host, Place::Device, Place::Device]
    );
    let refused = read::<(), ()>(&Room::refusal(Refusal::OutOfTurn(1))).expect("reads");
    assert_eq!(
        refused,
        ToDevice::Refused {
            why: Refusal::OutOfTurn(1)
        }
    );
}

#[test]
fn a_seat_is_claimed_once_and_taken_back_with_its_token() {
    let mut room = Room::new("room", &[false, true, true]);
    assert_eq!(room.places(), [Place::Host, Place::Open, Place::Open]);
    assert_eq!(room.claim(1, 0, ANA), Err(Refusal::HostSeat(0)));
    assert_eq!(room.claim(1, 3, ANA), Err(Refusal::NoSuchSeat(3)));
    assert_eq!(room.claim(1, 1, "short"), Err(Refusal::WeakToken));
    assert_eq!(room.claim(1, 1, ANA), Ok(1));
    // A second device claiming the seat is refused, and the seat stays with the first.
    assert_eq!(room.claim(2, 1, BO), Err(Refusal::SeatTaken(1)));
    assert_eq!(room.seat_of(1), Some(1));
    assert_eq!(room.seat_of(2), None);
    // The phone sleeps: away; it comes back on a new connection with its token.
    assert_eq!(room.left(1), Some(1));
    assert_eq!(room.places(), [Place::Host, Place::Away, Place::Open]);
    assert_eq!(room.claim(2, 1, BO), Err(Refusal::SeatTaken(1)));
    assert_eq!(room.claim(5, 1, ANA), Ok(1));
    assert_eq!(room.seat_of(5), Some(1));
    // A connection plays one seat: claiming another lets the first go back to waiting.
    assert_eq!(room.claim(5, 2, ANA), Ok(2));
    assert_eq!(room.seat_of(5), Some(2));
    assert_eq!(room.places(), [Place::Host, Place::Away, Place::Device]);
    // The host takes a seat back to its own device: the phone's connection is let go.
    assert_eq!(room.to_host(2), Some(5));
    assert!(room.on_host(2));
    assert_eq!(room.claim(5, 2, ANA), Err(Refusal::HostSeat(2)));
}

#[test]
fn a_saved_room_keeps_its_tokens_but_no_connections() {
    let (room, _) = goat_lords();
    let saved = serde_json::to_string(&room).expect("saves");
    let back: Room = serde_json::from_str(&saved).expect("loads");
    assert_eq!(back.places(), [Place::Host, Place::Away, Place::Away]);
    let mut back = back;
    assert_eq!(back.claim(40, 2, BO), Ok(2));
    assert_eq!(back.claim(41, 1, BO), Err(Refusal::SeatTaken(1)));
}

#[test]
fn forged_stale_and_garbled_messages_are_refused_and_change_nothing() {
    let (mut room, mut s) = goat_lords();
    let first = s.state.legal_actions(0)[0].clone();
    let before = (room.clone(), s.clone());
    let unchanged = |room: &Room, s: &Session<GoatLords>| {
        assert_eq!((room, s), (&before.0, &before.1), "nothing changed");
    };
    // Seat 0 is the host's: device 11 (seat 1) sends seat 0's move.
    let forged = act(0, 0, &first);
    assert_eq!(room.hear(&mut s, 11, &forged), Err(Refusal::NotYourSeat(0)));
    unchanged(&room, &s);
    // A connection with no seat.
    assert_eq!(room.hear(&mut s, 99, &forged), Err(Refusal::NoSeat));
    // Its own seat, out of turn (seat 0 is to act), with a move that is seat 0's.
    assert_eq!(
        room.hear(&mut s, 11, &act(1, 0, &first)),
        Err(Refusal::OutOfTurn(1))
    );
    // A move chosen on an older (or newer) table.
    assert_eq!(
        room.hear(&mut s, 11, &act(1, 3, &first)),
        Err(Refusal::Stale(3, 0))
    );
    for garbage in [
        "",
        "null",
        "{\"to\":\"act\"}",
        "{\"to\":\"act\",\"seat\":1,\"moves\":0,\"action\":\"Dance\"}",
        "{\"to\":\"fly\"}",
        "\u{0}\u{1}",
    ] {
        assert!(
            matches!(room.hear(&mut s, 11, garbage), Err(Refusal::Garbage(_))),
            "{garbage:?} is garbage"
        );
    }
    assert_eq!(
        room.hear(
            &mut s,
            11,
            &claim(1, ANA).replace("\"version\":1", "\"version\":9")
        ),
        Err(Refusal::Version(9))
    );
    unchanged(&room, &s);
    // Every refusal reads as a sentence.
    assert_eq!(
        Refusal::NotYourSeat(0).to_string(),
        "This device does not play seat 1."
    );
}

#[test]
fn a_rule_broken_by_a_device_is_refused_with_the_rules_words() {
    let (mut room, mut s) = goat_lords();
    // Play the host's moves until seat 1 must act.
    let mut guard = 0;
    while !matches!(s.state.to_act(), ToAct::Seats(ref seats) if seats.contains(&1)) {
        let seat = match s.state.to_act() {
            ToAct::Seats(seats) => seats[0],
            ToAct::Over => panic!("over before seat 1 played"),
        };
        let action = s.state.legal_actions(seat)[0].clone();
        if room.on_host(seat) {
            s.act(seat, action).expect("legal");
        } else {
            let device = if seat == 1 { 11 } else { 12 };
            let sent = act(seat, s.history.len(), &action);
            room.hear(&mut s, device, &sent).expect("legal");
        }
        guard += 1;
        assert!(guard < 200);
    }
    // A move seat 1 may not make now: one of the host seat's own moves at the start.
    let fresh = session::<GoatLords>(3, 7);
    let wrong = fresh
        .state
        .legal_actions(0)
        .into_iter()
        .find(|a| s.state.validate(1, a).is_err())
        .expect("a move seat 1 may not make");
    let before = s.clone();
    let moves = s.history.len();
    match room.hear(&mut s, 11, &act(1, moves, &wrong)) {
        Err(Refusal::Illegal(why)) => assert!(!why.is_empty()),
        other => panic!("refused by the rules, not {other:?}"),
    }
    assert_eq!(s, before);
    assert_eq!((&s.state, &s.log), (&before.state, &before.log));
}

/// Whether the JSON text holds a key named `key` anywhere.
fn has_key(text: &str, key: &str) -> bool {
    text.contains(&format!("\"{key}\":"))
}

#[test]
fn a_seats_table_does_not_change_with_another_seats_hand() {
    let (room, s) = goat_lords();
    let seen = room.table(&s, 1);
    // Seat 0's hand swapped with the top of the draw pile: seat 1 cannot tell.
    let mut other = s.clone();
    let top = other.state.draw.len() - 1;
    std::mem::swap(
        &mut other.state.places[0].hand[0],
        &mut other.state.draw[top],
    );
    assert_ne!(other.state, s.state);
    assert_eq!(room.table(&other, 1), seen, "the same table for seat 1");
    assert_ne!(
        room.table(&other, 0),
        room.table(&s, 0),
        "seat 0 sees its new card"
    );
    // Its own hand is in it; the seed, the generator and the piles' order are not.
    assert!(
        seen.contains(&serde_json::to_string(&s.state.places[1].hand).expect("json")),
        "seat 1's own hand"
    );
    for key in ["seed", "rng", "draw_pile", "history", "restock_queue"] {
        assert!(!has_key(&seen, key), "no {key} in {seen}");
    }
}

/// Plays a game to the end through the room: host seats act on the host, device seats only
/// from the table their device was sent (decoded from JSON), choosing at random among its legal
/// actions. Returns the messages and bytes the devices were sent.
fn play_through<G: Game>(devices: &[bool], seed: u64) -> (usize, usize)
where
    G::View: Serialize + DeserializeOwned,
    G::Action: Clone,
{
    let mut room = Room::new("room", devices);
    let mut s = session::<G>(devices.len(), seed);
    let tokens: Vec<String> = (0..devices.len()).map(|i| format!("{i:032}")).collect();
    for (seat, _) in devices.iter().enumerate().filter(|(_, d)| **d) {
        room.claim(100 + seat as Peer, seat, &tokens[seat])
            .expect("claimed");
    }
    let (mut messages, mut bytes) = (0, 0);
    let mut pick = seed;
    for _ in 0..5000 {
        let seats = match s.state.to_act() {
            ToAct::Seats(seats) => seats,
            ToAct::Over => break,
        };
        let seat = seats[0];
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        if room.on_host(seat) {
            let legal = s.state.legal_actions(seat);
            let action = legal[(pick >> 33) as usize % legal.len()].clone();
            s.act(seat, action).expect("legal");
        } else {
            let text = room.table(&s, seat);
            messages += 1;
            bytes += text.len();
            let Ok(ToDevice::Table(t)) = read::<G::View, G::Action>(&text) else {
                panic!("a table");
            };
            assert_eq!(t.seat, seat);
            assert!(t.to_act.contains(&seat));
            let action = &t.legal[(pick >> 33) as usize % t.legal.len()];
            let sent = act(seat, t.moves, action);
            assert_eq!(
                room.hear(&mut s, 100 + seat as Peer, &sent),
                Ok(Heard::Acted(seat))
            );
        }
    }
    assert!(s.state.outcome().is_some(), "{} is over", G::SLUG);
    (messages, bytes)
}

#[test]
fn goat_lords_with_two_devices_and_a_host_seat_plays_to_the_end() {
    let (messages, bytes) = play_through::<GoatLords>(&[true, true, false], 3);
    assert!(messages > 10 && bytes > 0);
}

#[test]
fn battlegoats_on_devices_only_plays_to_the_end() {
    let (messages, _) = play_through::<BattleGoats>(&[true, true], 5);
    assert!(messages > 10);
}

#[test]
fn gruff_goats_on_two_devices_plays_to_the_end() {
    let (messages, _) = play_through::<GruffGoats>(&[true, true], 9);
    assert!(messages > 10);
}

#[test]
fn a_floats_table_cannot_tell_the_next_roll() {
    use crate::games::floats_mcgoats::FloatsMcGoats;
    let room = Room::new("room", &[true, true]);
    let s = session::<FloatsMcGoats>(2, 11);
    // The same table with another generator inside: the die's next rolls differ.
    let mut other = s.clone();
    let mut state = serde_json::to_value(&other.state).expect("json");
    let elsewhere = serde_json::to_value(&session::<FloatsMcGoats>(2, 12).state).expect("json");
    state["rng"] = elsewhere["rng"].clone();
    other.state = serde_json::from_value(state).expect("a state");
    assert_ne!(other.state, s.state);
    assert_eq!(room.table(&other, 0), room.table(&s, 0));
    assert_eq!(room.table(&other, 1), room.table(&s, 1));
}

#[test]
fn recent_actions_go_only_where_every_action_is_public() {
    let (_, gruff) = play_some::<GruffGoats>(2, 30);
    let (_, lords) = play_some::<GoatLords>(3, 30);
    assert_eq!(gruff.recent.len(), RECENT.min(gruff.moves));
    assert!(!gruff.recent.is_empty());
    assert!(
        lords.recent.is_empty(),
        "Goat Lords names hidden cards in its actions"
    );
}

/// A game of `players` on devices, `moves` actions in (the first legal action each time), and
/// seat 0's table then.
fn play_some<G: Game>(players: usize, moves: usize) -> (Session<G>, Table<G::View, G::Action>)
where
    G::View: Serialize + DeserializeOwned,
{
    let room = Room::new("room", &vec![true; players]);
    let mut s = session::<G>(players, 4);
    for _ in 0..moves {
        let ToAct::Seats(seats) = s.state.to_act() else {
            break;
        };
        let action = s.state.legal_actions(seats[0]).remove(0);
        s.act(seats[0], action).expect("legal");
    }
    let t = table_of(&room, &s, 0);
    (s, t)
}

/// The tablet's public table, drawn while only phones play, is the view from no seat (one past
/// the last): it holds no seat's private cards, and is the same whatever the hands hold.
#[test]
fn the_public_table_holds_nobodys_cards() {
    use crate::games::battlegoats::view::CellView;
    use crate::games::grab_your_goat::GrabYourGoat;
    // Goat Lords: hand cards swapped with the draw pile's.
    let s = session::<GoatLords>(3, 7);
    let public = s.state.view(3);
    assert!(public.hand.is_empty() && public.front.is_empty());
    let mut other = s.clone();
    let top = other.state.draw.len() - 1;
    std::mem::swap(
        &mut other.state.places[0].hand[0],
        &mut other.state.draw[top],
    );
    std::mem::swap(&mut other.state.places[2].hand[1], &mut other.state.draw[0]);
    assert_ne!(other.state, s.state);
    assert_eq!(other.state.view(3), public);
    // BattleGoats: laid out to the first turn, every face-down card is a back to the public.
    let mut s = session::<BattleGoats>(3, 7);
    let mut other_hands = s.clone();
    other_hands.state.hands.swap(0, 1);
    assert_eq!(other_hands.state.view(3).hand, s.state.view(3).hand);
    assert!(s.state.view(3).hand.is_empty() && s.state.view(3).pack.is_empty());
    for _ in 0..200 {
        let seat = match s.state.to_act() {
            ToAct::Seats(seats) => seats[0],
            ToAct::Over => break,
        };
        if matches!(s.state.phase, crate::games::battlegoats::Phase::Turn { .. }) {
            break;
        }
        let action = s.state.legal_actions(seat)[0].clone();
        s.act(seat, action).expect("legal");
    }
    let view = s.state.view(3);
    let downs = view.fields.iter().flatten();
    assert!(
        downs.clone().any(|c| matches!(c, CellView::Down(None))),
        "cards lie face down"
    );
    assert!(
        !downs.clone().any(|c| matches!(c, CellView::Down(Some(_)))),
        "no face-down card is known to the public: {view:?}"
    );
    assert!(
        s.state.view(0).fields[0]
            .iter()
            .any(|c| matches!(c, CellView::Down(Some(_))))
    );
    // Grab Your Goat!: a hand card swapped with the deck's.
    let s = session::<GrabYourGoat>(3, 7);
    let public = s.state.view(3);
    assert!(public.hand.is_empty());
    let mut other = s.clone();
    std::mem::swap(&mut other.state.hands[1][0], &mut other.state.deck[0]);
    assert_ne!(other.state, s.state);
    assert_eq!(other.state.view(3), public);
}

/// A device takes back its own last move while it still acts and nobody has seen its result;
/// not another seat's move, not once play has passed on, not from a stale table.
#[test]
fn a_device_takes_back_its_own_move_while_nobody_has_seen_it() {
    let mut room = Room::new("room", &[true, false, false]);
    room.claim(10, 0, ANA).expect("seat 0");
    let mut s = session::<GoatLords>(3, 7);
    // Seat 0 plays until one of its moves leaves it to act with the move undoable.
    let mut taken = None;
    for _ in 0..400 {
        let ToAct::Seats(seats) = s.state.to_act() else {
            break;
        };
        let seat = seats[0];
        let legal = s.state.legal_actions(seat);
        if seat == 0 {
            let keep = legal.iter().find(|a| {
                let mut t = s.clone();
                t.act(0, (*a).clone()).is_ok() && undo_refusal(&t, 0).is_none()
            });
            if let Some(a) = keep {
                let before = s.clone();
                let sent = act(0, s.history.len(), a);
                assert_eq!(room.hear(&mut s, 10, &sent), Ok(Heard::Acted(0)));
                taken = Some(before);
                break;
            }
        }
        let pick = s.history.len() % legal.len();
        s.act(seat, legal[pick].clone()).expect("legal");
    }
    let before = taken.expect("an undoable move of seat 0");
    let table = table_of(&room, &s, 0);
    assert_eq!(table.undo, None, "the table offers Undo");
    // From a stale table, or for another seat: refused, nothing changes.
    let now = s.clone();
    let stale = undo(0, s.history.len() - 1);
    assert!(matches!(
        room.hear(&mut s, 10, &stale),
        Err(Refusal::Stale(..))
    ));
    let other = undo(1, s.history.len());
    assert_eq!(room.hear(&mut s, 10, &other), Err(Refusal::NotYourSeat(1)));
    assert_eq!(s.state, now.state);
    // Taken back: the game is as it was before the move.
    let sent = undo(0, s.history.len());
    assert_eq!(room.hear(&mut s, 10, &sent), Ok(Heard::TookBack(0)));
    assert_eq!(s.state, before.state);
    assert_eq!(s.history.len(), before.history.len());
    // Nothing left to take back: refused in words, the game unchanged.
    let again = undo(0, s.history.len());
    assert!(matches!(
        room.hear(&mut s, 10, &again),
        Err(Refusal::NoUndo(_))
    ));
    assert_eq!(s.state, before.state);
    assert!(table_of(&room, &s, 0).undo.is_some());
}

/// Once play has passed to another seat, whose device has its new table, the move stays.
#[test]
fn a_device_cannot_take_back_a_move_once_play_passed_on() {
    let (mut room, mut s) = goat_lords();
    // Seat 0 (the host's) plays until seat 1's device acts, then until it has passed play on.
    for _ in 0..400 {
        let ToAct::Seats(seats) = s.state.to_act() else {
            panic!("the game ended");
        };
        let seat = seats[0];
        if s.history.last().is_some_and(|(a, _)| *a == 1) && seat != 1 {
            break;
        }
        let legal = s.state.legal_actions(seat);
        let pick = s.history.len() % legal.len();
        if seat == 1 {
            let sent = act(1, s.history.len(), &legal[pick]);
            assert_eq!(room.hear(&mut s, 11, &sent), Ok(Heard::Acted(1)));
        } else {
            s.act(seat, legal[pick].clone()).expect("legal");
        }
    }
    assert_eq!(s.history.last().map(|(a, _)| *a), Some(1));
    let now = s.clone();
    let sent = undo(1, s.history.len());
    let Err(Refusal::NoUndo(why)) = room.hear(&mut s, 11, &sent) else {
        panic!("refused");
    };
    assert!(why.contains("passed on"), "{why}");
    assert_eq!(s.state, now.state);
    assert_eq!(table_of(&room, &s, 1).undo.as_deref(), Some(why.as_str()));
}
