//! The form's buttons that are chosen or not ([`Pick`]) and the game's own options.

use super::{Choice, Form};
use crate::app::model::AnyOptions;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct PickProps {
    pub(super) class: &'static str,
    pub(super) chosen: bool,
    /// Its words for screen readers, where its content does not say it.
    #[prop_or_default]
    pub(super) label: Option<AttrValue>,
    pub(super) choice: Choice,
    pub(super) choose: UseReducerDispatcher<Form>,
    #[prop_or_default]
    pub(super) children: Html,
}

/// A tap that makes `choice` on the form.
pub(super) fn choose(form: &UseReducerDispatcher<Form>, choice: Choice) -> Callback<MouseEvent> {
    let form = form.clone();
    Callback::from(move |_| form.dispatch(choice.clone()))
}

/// A button of the form that is chosen or not (`aria-pressed`).
#[component]
pub(super) fn Pick(p: &PickProps) -> Html {
    html! {
        <button class={classes!(p.class, p.chosen.then_some("chosen"))} aria-pressed={p.chosen.to_string()}
            aria-label={p.label.clone()} onclick={choose(&p.choose, p.choice.clone())}>
            { p.children.clone() }
        </button>
    }
}

#[derive(Properties, PartialEq)]
pub(super) struct OptionsProps {
    pub(super) options: AnyOptions,
    pub(super) choose: UseReducerDispatcher<Form>,
}

/// The game's own options.
#[component]
pub(super) fn Options(p: &OptionsProps) -> Html {
    #[allow(unused_variables)] // (a game with no options to set)
    let form = &p.choose;
    #[allow(unused_variables)]
    let toggle = |choice: Choice, on: bool, words: &str| {
        html! {
            <Pick class="toggle" chosen={on} {choice} choose={form.clone()}>
                { format!("{words}: {}", if on { "yes" } else { "no" }) }
            </Pick>
        }
    };
    #[allow(unused_variables)]
    let stepper = |words: String,
                   (less, less_off): (&'static str, bool),
                   (more, more_off): (&'static str, bool),
                   choice: fn(bool) -> Choice| {
        html! {
            <div class="stepper">
                <span>{ words }</span>
                <button aria-label={less} disabled={less_off} onclick={choose(form, choice(false))}>{ "−" }</button>
                <button aria-label={more} disabled={more_off} onclick={choose(form, choice(true))}>{ "+" }</button>
            </div>
        }
    };
    let options = match &p.options {
        #[cfg(feature = "battlegoats")]
        AnyOptions::BattleGoats(o) => html! {
            <>
                <Pick class="toggle" chosen={o.draft} choice={Choice::Draft} choose={form.clone()}>
                    { if o.draft { "Draft the cards: yes" } else { "Draft the cards: no (basic deal)" } }
                </Pick>
                { toggle(Choice::Memory, o.memory, "Memory aid (mark cards seen in fights, revealed or used by a power)") }
            </>
        },
        #[cfg(feature = "goat-lords")]
        AnyOptions::GoatLords(o) => html! {
            <>
                { stepper(
                    format!("Hand size: {}", o.hand_size),
                    ("Smaller hands", o.hand_size <= 3),
                    ("Bigger hands", o.hand_size >= 8),
                    Choice::HandSize,
                ) }
                { toggle(Choice::Look, o.look_through, "Players may look through other herds") }
            </>
        },
        #[cfg(feature = "gruff-goats")]
        AnyOptions::GruffGoats(o) => {
            let limit = if o.wand_actions == 0 {
                "any number (the printed rule)".to_string()
            } else {
                o.wand_actions.to_string()
            };
            html! {
                <>
                    { stepper(
                        format!("Wand actions a turn: {limit}"),
                        ("Fewer wand actions a turn", o.wand_actions == 1),
                        ("More wand actions a turn", o.wand_actions == 0),
                        Choice::Wands,
                    ) }
                    { toggle(Choice::Dragon, o.dragon_eats_trolls, "The dragon may eat trolls") }
                </>
            }
        }
        #[cfg(feature = "grab-your-goat")]
        AnyOptions::GrabYourGoat(_) => html! {
            <p class="muted">{ "No table options: the mountain is dealt fresh each game." }</p>
        },
        #[cfg(feature = "floats-mcgoats")]
        AnyOptions::FloatsMcGoats(_) => html! {
            <p class="muted">{ "No table options: everything is on the raft." }</p>
        },
    };
    html! { <div class="options">{ options }</div> }
}

/// A tap on one of the game's options. Whether it changed anything.
pub(super) fn option_tap(options: &mut AnyOptions, choice: Choice) -> bool {
    match (options, choice) {
        #[cfg(feature = "battlegoats")]
        (AnyOptions::BattleGoats(o), Choice::Draft) => {
            o.draft = !o.draft;
            true
        }
        #[cfg(feature = "battlegoats")]
        (AnyOptions::BattleGoats(o), Choice::Memory) => {
            o.memory = !o.memory;
            true
        }
        #[cfg(feature = "goat-lords")]
        (AnyOptions::GoatLords(o), Choice::HandSize(false)) => {
            o.hand_size = o.hand_size.saturating_sub(1).max(3);
            true
        }
        #[cfg(feature = "goat-lords")]
        (AnyOptions::GoatLords(o), Choice::HandSize(true)) => {
            o.hand_size = (o.hand_size + 1).min(8);
            true
        }
        #[cfg(feature = "goat-lords")]
        (AnyOptions::GoatLords(o), Choice::Look) => {
            o.look_through = !o.look_through;
            true
        }
        #[cfg(feature = "gruff-goats")]
        (AnyOptions::GruffGoats(o), Choice::Wands(false)) if o.wand_actions != 1 => {
            o.wand_actions = if o.wand_actions == 0 {
                5
            } else {
                o.wand_actions - 1
            };
            true
        }
        #[cfg(feature = "gruff-goats")]
        (AnyOptions::GruffGoats(o), Choice::Wands(true)) if o.wand_actions != 0 => {
            o.wand_actions = if o.wand_actions >= 5 {
                0
            } else {
                o.wand_actions + 1
            };
            true
        }
        #[cfg(feature = "gruff-goats")]
        (AnyOptions::GruffGoats(o), Choice::Dragon) => {
            o.dragon_eats_trolls = !o.dragon_eats_trolls;
            true
        }
        _ => false,
    }
}
