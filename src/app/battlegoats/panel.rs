//! Beside the battlefields on the BattleGoats table: this seat's hand, pack or choices, the middle
//! of the table where a fight is played out, and a discard pile opened for a look.

use super::*;

/// A discard pile opened for a look: its cards face up, oldest first, read only, and Close.
pub(super) fn pile_sheet(props: &BoardProps, seat: Seat, does: &Callback<Does>) -> Html {
    let view = &props.view;
    let who = name(&props.players, seat);
    let cards = view.discards.get(seat).map_or(&[][..], Vec::as_slice);
    let title = if cards.is_empty() {
        format!("{who}'s discard pile is empty.")
    } else {
        format!(
            "{who}'s discard pile: {} defeated, oldest first. Mend brings back the last one.",
            cards.len()
        )
    };
    html! {
        <section class="bg-sheet" aria-label={format!("{who}'s discard pile")}>
            <h3>{ title }</h3>
            <div class="bg-sheet-cards">
                { for cards.iter().map(|&c| {
                    let card = face(c, Size::Small, view.mended.contains(&c));
                    html! {
                        <div key={c.0} class="bg-sheet-card">
                            <Card ..card />{ info(words::card(view, c)) }
                        </div>
                    }
                }) }
            </div>
            <Choice class="primary" does={Does::Close} on={does.clone()}>{ "Close" }</Choice>
        </section>
    }
}

/// A card of the pack or the hand as a button: its place in the fan (`i`), whether it is picked
/// (`chosen`: in the hand during layout; `None` for the pack, whose cards are kept with a tap),
/// what a tap does, whether a lesson points at it (`next`), and its words.
#[derive(Properties, PartialEq)]
pub(super) struct FanCardProps {
    pub i: usize,
    pub card: CardId,
    pub chosen: Option<bool>,
    pub tap: Does,
    pub on: Callback<Does>,
    pub next: bool,
    pub info: AttrValue,
}

#[component]
pub(super) fn FanCard(p: &FanCardProps) -> Html {
    let c = p.card;
    let onclick = {
        let (on, tap) = (p.on.clone(), p.tap.clone());
        Callback::from(move |_: MouseEvent| on.emit(tap.clone()))
    };
    let face = face(c, Size::Hand, false);
    let card = html! { <><Card ..face />{ info(p.info.to_string()) }</> };
    let style = format!("--i:{}", p.i);
    match p.chosen {
        // In the hand, during layout.
        Some(chosen) => html! {
            <button class={if chosen { "bg-card chosen" } else { "bg-card" }} {style}
                data-next={next(p.next)} aria-pressed={if chosen { "true" } else { "false" }}
                data-key={format!("bgh{}", c.0)} data-at="hand" {onclick}>{ card }</button>
        },
        // The pack, to keep one.
        None => html! {
            <button class="bg-card" {style} data-next={next(p.next)} data-key={format!("bgp{}", c.0)}
                {onclick}><span class="sr-only">{ "Keep " }</span>{ card }</button>
        },
    }
}

/// While this seat only looks (another seat plays, on its own phone or after "look at my
/// cards"): the cards it holds, to look at with no tap: those kept from the packs in the draft,
/// the hand still to lay out. (Once laid, its cards are on its battlefield.)
pub(super) fn held(view: &TableView) -> Html {
    if view.hand.is_empty() || !matches!(view.phase, Phase::Draft | Phase::Layout) {
        return Html::default();
    }
    let cards = view.hand.iter().enumerate().map(|(i, &c)| {
        let face = face(c, Size::Hand, false);
        html! {
            <div key={c.0} class="bg-card" style={format!("--i:{i}")} data-key={format!("bgh{}", c.0)}>
                <Card ..face />{ info(words::card(view, c)) }
            </div>
        }
    });
    let label = format!("Your cards ({})", view.hand.len());
    html! {
        <section class="bg-held" aria-label={label.clone()}>
            <h3 class="bg-kept">{ label }</h3>
            <div class="bg-fan">{ for cards }</div>
        </section>
    }
}

/// This seat's side of the table: the pack to draft from, the hand to lay out, who attacks
/// first, the card picked in a turn and what it can do, or the last-two question. `tap`: the
/// control a guided game lights next; `does`: what a tap does.
pub(super) fn panel(
    props: &BoardProps,
    pick: Pick,
    tap: Option<Tap>,
    does: &Callback<Does>,
) -> Html {
    let view = &props.view;
    let choice = |a: Action, on: Tap, body: Html| {
        html! {
            <Choice class="choice" does={Does::Act(a)} on={does.clone()} next={tap == Some(on)}>{ body }</Choice>
        }
    };
    match &view.phase {
        Phase::Draft => {
            let cards = view.pack.iter().enumerate().map(|(i, &c)| {
                html! {
                    <FanCard key={format!("p{}", c.0)} {i} card={c} chosen={None::<bool>}
                        tap={Does::Act(Action::Pick { card: c })} on={does.clone()}
                        next={tap == Some(Tap::Pack(c))} info={words::card(view, c)} />
                }
            });
            let kept = (!view.hand.is_empty()).then(|| {
                format!(
                    "Kept ({}): {}",
                    view.hand.len(),
                    crate::engine::words::join(
                        &view.hand.iter().map(|c| c.name()).collect::<Vec<_>>(),
                        ", "
                    )
                )
            });
            html! {
                <>
                    <section class="bg-fan" aria-label="Your pack">{ for cards }</section>
                    if let Some(kept) = kept { <p class="bg-kept">{ kept }</p> }
                </>
            }
        }
        Phase::Layout => {
            let cards = view.hand.iter().enumerate().map(|(i, &c)| {
                let chosen = pick == Pick::Hand(c);
                let then = if chosen { Pick::None } else { Pick::Hand(c) };
                html! {
                    <FanCard key={format!("h{}", c.0)} {i} card={c} chosen={Some(chosen)}
                        tap={Does::Pick(then)} on={does.clone()} next={tap == Some(Tap::Hand(c))}
                        info={words::card(view, c)} />
                }
            });
            html! {
                <>
                    <section class="bg-fan" aria-label="Your hand">{ for cards }</section>
                    if props.legal.contains(&Action::Ready) {
                        <Choice class="primary big" does={Does::Act(Action::Ready)} on={does.clone()}
                            next={tap == Some(Tap::Done)}>{ "Done: my battlefield is ready" }</Choice>
                    }
                </>
            }
        }
        Phase::ChooseFirst { .. } => {
            let buttons = props.legal.iter().filter_map(|a| match a {
                Action::First { seat } => Some(choice(
                    a.clone(),
                    Tap::First(*seat),
                    html! {
                        <>
                            <Token colour={colour(&props.players, *seat)} size=24 />
                            { format!("{} attacks first", name(&props.players, *seat)) }
                        </>
                    },
                )),
                _ => None,
            });
            html! {
                <section class="choices bg-choices" aria-label="Who attacks first">{ for buttons }</section>
            }
        }
        Phase::Turn { .. } => turn_panel(props, pick, tap, does),
        Phase::Ask { .. } => html! {
            <section class="choices bg-choices" aria-label="Share or lose">
                { choice(Action::Share { share: true }, Tap::Share(true), html! { "Share the victory" }) }
                { choice(Action::Share { share: false }, Tap::Share(false), html! { "Both lose" }) }
            </section>
        },
        Phase::Over { .. } => Html::default(),
    }
}

/// In a turn: the card picked, big, with what it can do. `tap`: the control a guided game lights
/// next.
fn turn_panel(props: &BoardProps, pick: Pick, tap: Option<Tap>, does: &Callback<Does>) -> Html {
    let view = &props.view;
    let Pick::Mine { cell, power } = pick else {
        let hint = if view.must_attack {
            "You used a power last turn, so this turn you attack. Tap one of your cards (lit), then the opponent's card to attack."
        } else {
            "Tap one of your cards, then any opponent's card to attack it. A card with a power can use it instead."
        };
        return html! {
            <section class="choices bg-choices" aria-label="Your choices"><p class="bg-hint">{ hint }</p></section>
        };
    };
    let picked = card_at(view, view.seat, cell);
    let has = |power: bool| {
        props.legal.iter().any(|a| match a {
            Action::Use { with, .. } => power && *with == cell,
            Action::Attack { with, .. } => !power && *with == cell,
            _ => false,
        })
    };
    let power_name = picked.and_then(|c| c.card().power).map(|p| p.name());
    let toggle = |p: bool, on: Tap, words: String| {
        html! {
            <Choice class="choice" does={Does::Pick(Pick::Mine { cell, power: p })} on={does.clone()}
                pressed={Some(p == power)} next={tap == Some(on)}>{ words }</Choice>
        }
    };
    html! {
        <section class="choices bg-choices" aria-label="Your choices">
            if let Some(c) = picked {
                <div class="bg-picked">
                    <Card ..face(c, Size::Hand, view.mended.contains(&c)) />
                    { info(words::card(view, c)) }
                </div>
            }
            <div class="bg-actions">
                // Attacking or the power: a choice only when the card may do both (the prompt
                // says what to tap next).
                if has(true) {
                    if has(false) { { toggle(false, Tap::Attack, "Attack".to_string()) } }
                    { toggle(true, Tap::Power, format!("Use {} instead", power_name.unwrap_or("its power"))) }
                } else if let (Some(p), true) = (power_name, view.must_attack) {
                    <p class="bg-hint">{ format!("{p}: not this turn (you used a power last turn).") }</p>
                }
                <Choice class="choice" does={Does::Pick(Pick::None)} on={does.clone()}>{ "Pick another card" }</Choice>
            </div>
        </section>
    }
}

/// The middle of the table: the fights since this seat's last turn, one at a time as a
/// face-off (see [`side`]), or where fights will be.
#[derive(Properties, PartialEq)]
pub(super) struct ArenaProps {
    /// Oldest first (the view's `fights`).
    pub fights: Vec<Fight>,
    /// Cards defeated so far: a new fight's stamp (every fight defeats a card).
    pub stamp: usize,
    /// The table is drawn from no seat (the tablet while computers or phones play).
    pub public: bool,
    /// The newest fight came while this table was on screen (see [`super::Board`]): it plays
    /// out. Else (after a hand-off) every fight shows its outcome at once.
    pub live: bool,
    pub players: Vec<Player>,
}

/// The fights since this seat's last turn, one at a time, oldest first, with a way to step
/// through them ("Fight 2 of 3"): on a tablet passed around (or with a computer playing at once
/// after you), a player may have seen none of them.
///
/// A fight that comes while the table is on screen plays out: both cards fly from their places
/// and turn over, each sum builds up, the loser is stamped. One that was there when the table
/// was drawn (after a hand-off), or one stepped to, shows its outcome at once.
/// The public table, watching computers play, shows the newest; a seat's own table starts at
/// the oldest.
#[component]
pub(super) fn Arena(p: &ArenaProps) -> Html {
    // The fight stepped to, for the stamp it was chosen at.
    let step = use_state(|| None::<(usize, usize)>);
    let n = p.fights.len();
    if n == 0 {
        return html! {
            <p class="bg-idle">{ "Fights are played out here: both cards turn over and meet in the middle." }</p>
        };
    }
    let live = p.live;
    let chosen = step
        .filter(|&(at, k)| at == p.stamp && k < n)
        .map(|(_, k)| k);
    let at = chosen.unwrap_or(if p.public && live { n - 1 } else { 0 });
    let plays = live && chosen.is_none() && at == n - 1;
    let f = &p.fights[at];
    let class = classes!(
        "bg-fight",
        matches!(f.result, FightResult::Explosion).then_some("boom"),
        (!plays).then_some("still"),
        (n > 1).then_some("steps"),
    );
    // New keys for each fight shown, so its face-off is drawn anew.
    let motion = format!("bgf{}-{at}", p.stamp);
    let go = |k: usize| {
        let (step, stamp) = (step.clone(), p.stamp);
        Callback::from(move |_: MouseEvent| step.set(Some((stamp, k))))
    };
    let label = if n > 1 {
        let since = if p.public {
            "this round"
        } else {
            "since your last turn"
        };
        format!("Fight {} of {n} {since}", at + 1)
    } else {
        "The latest fight".to_string()
    };
    html! {
        <section {class} aria-label={label} aria-live="polite">
            { side(&f.attacker, "attacks", &p.players, format!("{motion}a"), blown(f), plays) }
            <span class="bg-vs" aria-hidden="true">{ "⚔" }</span>
            { side(&f.defender, "defends", &p.players, format!("{motion}d"), blown(f), plays) }
            <div class="bg-foot">
                if n > 1 {
                    <button class="choice bg-step" disabled={at == 0} onclick={go(at.saturating_sub(1))}
                        aria-label="The fight before">{ "◂" }</button>
                }
                <p class="bg-result">
                    if n > 1 { <small class="bg-count-of">{ format!("Fight {} of {}", at + 1, n) }</small> }
                    { result_line(f) }
                </p>
                if n > 1 {
                    <button class="choice bg-step" disabled={at + 1 == n} onclick={go(at + 1)}
                        aria-label="The next fight">{ "▸" }</button>
                }
            </div>
        </section>
    }
}

/// Whether the cards that fell in this fight were blown up rather than beaten.
fn blown(f: &Fight) -> bool {
    f.chain_blast || matches!(f.result, FightResult::Explosion)
}

/// One side of a face-off. `plays`: it came just now, so its card flies from its place.
fn side(
    t: &Term,
    role: &str,
    players: &[Player],
    motion: String,
    blown: bool,
    plays: bool,
) -> Html {
    let class = if t.defeated {
        "bg-side fell"
    } else {
        "bg-side stood"
    };
    let mods = t.mods.iter().enumerate().map(|(k, (what, n))| {
        html! {
            <li style={format!("--k:{}", k + 1)}>
                { format!("{}{} {}", if *n < 0 { "−" } else { "+" }, n.abs(), what.label()) }
            </li>
        }
    });
    // The loser's stamp lies across its picture, not over its words.
    let mut card = face(t.card, Size::Hand, false);
    if t.defeated {
        let picture = card.art.take().unwrap_or_default();
        card.art = Some(html! {
            <>
                { picture }
                <span class="bg-stamp" aria-hidden="true">{ if blown { "Blown up" } else { "Defeated" } }</span>
            </>
        });
    }
    html! {
        <div {class} style={seat_style(players, t.spot.seat)}>
            <div class="bg-fighter" data-key={motion} data-from={plays.then(|| key(t.spot))}>
                <Card ..card />
                { info(t.card.card().info()) }
            </div>
            <div class="bg-words">
                <small class="bg-role">
                    <Token colour={colour(players, t.spot.seat)} size=18 />
                    { format!("{} {role}", name(players, t.spot.seat)) }
                </small>
                <ol class="bg-sum" aria-label={t.describe()}>
                    <li style="--k:0">{ format!("{} printed", t.base) }</li>
                    { for mods }
                    <li class="bg-total" style={format!("--k:{}", t.mods.len() + 1)}>{ format!("= {}", t.total) }</li>
                </ol>
            </div>
        </div>
    }
}

fn result_line(f: &Fight) -> String {
    let line = match f.result {
        FightResult::AttackerWins => format!("{} wins.", f.attacker.card.name()),
        FightResult::DefenderWins => format!("{} holds.", f.defender.card.name()),
        FightResult::Tie => "A tie: both are defeated.".into(),
        FightResult::Explosion => match (f.attacker.defeated, f.defender.defeated) {
            (true, true) => "Boom: an explosion defeats both.".into(),
            (false, _) => format!(
                "Boom! {} is blast-proof and stands.",
                f.attacker.card.name()
            ),
            (_, false) => format!(
                "Boom! {} is blast-proof and stands.",
                f.defender.card.name()
            ),
        },
    };
    if f.chain_blast {
        format!("{line} The loser exploded and took the winner with it.")
    } else {
        line
    }
}
