//! Beside the battlefields on the BattleGoats table: this seat's hand, pack or choices, the middle
//! of the table where a fight is played out, and a discard pile opened for a look.

use super::*;

/// A discard pile opened for a look: its cards face up, oldest first, read only.
pub(super) fn pile_sheet(
    props: &BoardProps,
    seat: Seat,
    pile: &UseStateHandle<Option<Seat>>,
) -> Html {
    let view = &props.view;
    let who = name(&props.players, seat);
    let cards = view.discards.get(seat).map_or(&[][..], Vec::as_slice);
    let close = {
        let pile = pile.clone();
        Callback::from(move |_: MouseEvent| pile.set(None))
    };
    html! {
        <section class="bg-sheet" aria-label={format!("{who}'s discard pile")}>
            <h3>{ if cards.is_empty() {
                format!("{who}'s discard pile is empty.")
            } else {
                format!("{who}'s discard pile: {} defeated, oldest first. Mend brings back the last one.", cards.len())
            } }</h3>
            <div class="bg-sheet-cards">
                { for cards.iter().map(|&c| html! {
                    <div class="bg-sheet-card">{ card(&face(c, Size::Small, view.mended.contains(&c))) }{ info(words::card(view, c)) }</div>
                }) }
            </div>
            <button class="primary" onclick={close}>{"Close"}</button>
        </section>
    }
}

/// This seat's side of the table: the pack to draft from, the hand to lay out, who attacks
/// first, the card picked in a turn and what it can do, or the last-two question. `tap`: the
/// control a guided game lights next.
pub(super) fn panel(
    props: &BoardProps,
    pick: Pick,
    set: &UseStateHandle<Pick>,
    tap: Option<Tap>,
) -> Html {
    let view = &props.view;
    let send = |a: Action| {
        let on = props.on_action.clone();
        let set = set.clone();
        Callback::from(move |_: MouseEvent| {
            set.set(Pick::None);
            on.emit(a.clone())
        })
    };
    match &view.phase {
        Phase::Draft => html! {
            <>
                <section class="bg-fan" aria-label="Your pack">
                    { for view.pack.iter().enumerate().map(|(i, &c)| html! {
                        <button class="bg-card" style={format!("--i:{i}")} onclick={send(Action::Pick { card: c })}
                            data-next={next(tap == Some(Tap::Pack(c)))} data-key={format!("bgp{}", c.0)}>
                            <span class="sr-only">{"Keep "}</span>{ card(&face(c, Size::Hand, false)) }{ info(words::card(view, c)) }
                        </button>
                    }) }
                </section>
                if !view.hand.is_empty() {
                    <p class="bg-kept">{ format!("Kept ({}): {}", view.hand.len(), view.hand.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")) }</p>
                }
            </>
        },
        Phase::Layout => html! {
            <>
                <section class="bg-fan" aria-label="Your hand">
                    { for view.hand.iter().enumerate().map(|(i, &c)| {
                        let set = set.clone();
                        let chosen = pick == Pick::Hand(c);
                        html! {
                            <button class={classes!("bg-card", chosen.then_some("chosen"))} style={format!("--i:{i}")}
                                aria-pressed={chosen.to_string()} data-key={format!("bgh{}", c.0)} data-at="hand"
                                data-next={next(tap == Some(Tap::Hand(c)))}
                                onclick={Callback::from(move |_| set.set(if chosen { Pick::None } else { Pick::Hand(c) }))}>
                                { card(&face(c, Size::Hand, false)) }{ info(words::card(view, c)) }
                            </button>
                        }
                    }) }
                </section>
                if props.legal.contains(&Action::Ready) {
                    <button class="primary big" onclick={send(Action::Ready)} data-next={next(tap == Some(Tap::Done))}>{"Done: my battlefield is ready"}</button>
                }
            </>
        },
        Phase::ChooseFirst { .. } => html! {
            <section class="choices bg-choices" aria-label="Who attacks first">
                { for props.legal.iter().filter_map(|a| match a {
                    Action::First { seat } => Some(html! {
                        <button class="choice" onclick={send(a.clone())} data-next={next(tap == Some(Tap::First(*seat)))}>
                            <Token colour={colour(&props.players, *seat)} />
                            { format!("{} attacks first", name(&props.players, *seat)) }
                        </button>
                    }),
                    _ => None,
                }) }
            </section>
        },
        Phase::Turn { .. } => turn_panel(props, pick, set, tap),
        Phase::Ask { .. } => html! {
            <section class="choices bg-choices" aria-label="Share or lose">
                <button class="choice" onclick={send(Action::Share { share: true })} data-next={next(tap == Some(Tap::Share(true)))}>{"Share the victory"}</button>
                <button class="choice" onclick={send(Action::Share { share: false })} data-next={next(tap == Some(Tap::Share(false)))}>{"Both lose"}</button>
            </section>
        },
        Phase::Over { .. } => html! {},
    }
}

/// In a turn: the card picked, big, with what it can do. `tap`: the control a guided game
/// lights next.
fn turn_panel(
    props: &BoardProps,
    pick: Pick,
    set: &UseStateHandle<Pick>,
    tap: Option<Tap>,
) -> Html {
    let view = &props.view;
    let Pick::Mine { cell, power } = pick else {
        let hint = if view.must_attack {
            "You used a power last turn, so this turn you attack. Tap one of your cards (lit), then the opponent's card to attack."
        } else {
            "Tap one of your cards, then any opponent's card to attack it. A card with a power can use it instead."
        };
        return html! { <section class="choices bg-choices" aria-label="Your choices"><p class="bg-hint">{ hint }</p></section> };
    };
    let picked = card_at(view, view.seat, cell);
    let has = |power: bool| {
        props.legal.iter().any(|a| match a {
            Action::Use { with, .. } => power && *with == cell,
            Action::Attack { with, .. } => !power && *with == cell,
            _ => false,
        })
    };
    let toggle = |p: bool| {
        let set = set.clone();
        Callback::from(move |_| set.set(Pick::Mine { cell, power: p }))
    };
    let power_name = picked.and_then(|c| c.card().power).map(|p| p.name());
    html! {
        <section class="choices bg-choices" aria-label="Your choices">
            if let Some(c) = picked {
                <div class="bg-picked">{ card(&face(c, Size::Hand, view.mended.contains(&c))) }{ info(words::card(view, c)) }</div>
            }
            <div class="bg-actions">
                if has(false) { <button class="choice" aria-pressed={(!power).to_string()} onclick={toggle(false)} data-next={next(tap == Some(Tap::Attack))}>{"Attack with it"}</button> }
                if has(true) {
                    <button class="choice" aria-pressed={power.to_string()} onclick={toggle(true)} data-next={next(tap == Some(Tap::Power))}>{ format!("Use {} instead", power_name.unwrap_or("its power")) }</button>
                } else if let (Some(p), true) = (power_name, view.must_attack) {
                    <p class="bg-hint">{ format!("{p}: not this turn (you used a power last turn).") }</p>
                }
                <button class="choice" onclick={{ let set = set.clone(); Callback::from(move |_| set.set(Pick::None)) }}>{"Pick another card"}</button>
            </div>
        </section>
    }
}

/// The middle of the table: the latest fight as a face-off, each side's sum built up from its
/// printed value and every modifier, and what became of the loser.
pub(super) fn arena(view: &TableView, players: &[Player]) -> Html {
    let Some(f) = &view.last_fight else {
        return html! {
            <p class="bg-idle">{"Fights are played out here: both cards turn over and meet in the middle."}</p>
        };
    };
    let result = result_line(f);
    // New keys for each fight, so the face-off plays again; each card flies from its place.
    // Every fight defeats a card, so the defeated count differs from the fight before (a power
    // in between, which might mend one back, clears the fight).
    let stamp = view.discards.iter().map(Vec::len).sum::<usize>();
    html! {
        <section class={classes!("bg-fight", matches!(f.result, FightResult::Explosion).then_some("boom"))}
            aria-label="The latest fight" aria-live="polite">
            { side(&f.attacker, "attacks", players, format!("bgf{stamp}a"), blown(f)) }
            <span class="bg-vs" aria-hidden="true">{"⚔"}</span>
            { side(&f.defender, "defends", players, format!("bgf{stamp}d"), blown(f)) }
            <p class="bg-result">{ result }</p>
        </section>
    }
}

/// Whether the cards that fell in this fight were blown up rather than beaten.
fn blown(f: &Fight) -> bool {
    f.chain_blast || matches!(f.result, FightResult::Explosion)
}

fn side(t: &Term, role: &str, players: &[Player], motion: String, blown: bool) -> Html {
    let fate = if t.defeated { "fell" } else { "stood" };
    html! {
        <div class={classes!("bg-side", fate)} style={seat_style(players, t.spot.seat)}>
            <div class="bg-fighter" data-key={motion} data-from={key(t.spot)}>
                { card(&face(t.card, Size::Hand, false)) }{ info(t.card.card().info()) }
                if t.defeated { <span class="bg-stamp" aria-hidden="true">{ if blown { "Blown up" } else { "Defeated" } }</span> }
            </div>
            <div class="bg-words">
            <small class="bg-role">
                <Token colour={colour(players, t.spot.seat)} size={18} />
                { format!("{} {role}", name(players, t.spot.seat)) }
            </small>
            <ol class="bg-sum" aria-label={t.describe()}>
                <li style="--k:0">{ format!("{} printed", t.base) }</li>
                { for t.mods.iter().enumerate().map(|(k, (what, n))| html! {
                    <li style={format!("--k:{}", k + 1)}>{ format!("{}{} {}", if *n < 0 { "−" } else { "+" }, n.abs(), what.label()) }</li>
                }) }
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
