//! Our own 81-card BattleGoats set, in one table: ten Heroes, then Goats, Creatures and
//! Equipment. Every card is unique. `docs/rules/battlegoats.md` lists the same table in words
//! (a test checks that every line there matches [`Card::describe`]).

use serde::{Deserialize, Serialize};

/// The four card types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    Hero,
    Goat,
    Creature,
    Equipment,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Hero => "Hero",
            Kind::Goat => "Goat",
            Kind::Creature => "Creature",
            Kind::Equipment => "Equipment",
        }
    }
    /// Many of them: "Heroes", "Equipment cards".
    pub fn plural(self) -> &'static str {
        match self {
            Kind::Hero => "Heroes",
            Kind::Goat => "Goats",
            Kind::Creature => "Creatures",
            Kind::Equipment => "Equipment cards",
        }
    }
    /// The card-corner symbol (always shown with the word, never alone).
    pub fn symbol(self) -> &'static str {
        match self {
            Kind::Hero => "♛",
            Kind::Goat => "🐐",
            Kind::Creature => "🐾",
            Kind::Equipment => "⚒",
        }
    }
}

/// A modifier to a card's value in a fight. Rows: 0 is the front row (facing the opponents).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bonus {
    /// Against a card of this type.
    Vs(Kind, i8),
    /// Per card of its owner's directly in front of it (same column, nearer the front).
    PerInFront(i8),
    /// Per card of its owner's adjacent to it (up, down, left, right).
    PerAdjacent(i8),
    /// Per adjacent card of this type.
    PerAdjacentKind(Kind, i8),
    /// When it stands in the front row.
    FrontRow(i8),
    /// When it stands in the back row.
    BackRow(i8),
    /// With no card of its owner's adjacent to it.
    Alone(i8),
    /// Against a card that counts as face up (face up since the start of this turn).
    VsFaceUp(i8),
    /// When it counts as face up itself.
    WhileFaceUp(i8),
    /// When it attacks.
    Attacking(i8),
    /// When it is attacked.
    Defending(i8),
    /// Per card in its owner's discard pile.
    PerDiscard(i8),
}

/// What a card can do instead of attacking (even when it is face up).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Power {
    /// Look at one face-down card of an opponent; you remember it.
    Peek,
    /// Turn any one face-down card face up; it stays face up until it fights or is hidden.
    Reveal,
    /// Turn one of your own face-up cards face down.
    Hide,
    /// Put the top card of your discard pile face down in an empty place of your battlefield;
    /// each Mend card does it once a game.
    Mend,
}

impl Power {
    pub fn name(self) -> &'static str {
        match self {
            Power::Peek => "Peek",
            Power::Reveal => "Reveal",
            Power::Hide => "Hide",
            Power::Mend => "Mend",
        }
    }
}

/// How a card explodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blast {
    /// Whenever it is flipped in a fight: it and the other card are both defeated, whatever the
    /// values.
    OnFlip,
    /// When it is defeated, it takes the card that beat it too.
    OnDefeat,
}

/// One card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    pub name: &'static str,
    pub kind: Kind,
    pub value: i8,
    pub bonuses: &'static [Bonus],
    pub power: Option<Power>,
    pub blast: Option<Blast>,
    /// It never attacks while another card of its owner's can (it may still use a power, and it
    /// defends).
    pub no_attack: bool,
    /// Explosions do not defeat it.
    pub blast_proof: bool,
}

const fn card(name: &'static str, kind: Kind, value: i8, bonuses: &'static [Bonus]) -> Card {
    Card {
        name,
        kind,
        value,
        bonuses,
        power: None,
        blast: None,
        no_attack: false,
        blast_proof: false,
    }
}

const fn power(mut c: Card, p: Power) -> Card {
    c.power = Some(p);
    c
}
const fn blast(mut c: Card, b: Blast) -> Card {
    c.blast = Some(b);
    c
}
const fn wall(mut c: Card) -> Card {
    c.no_attack = true;
    c
}
const fn proof(mut c: Card) -> Card {
    c.blast_proof = true;
    c
}

use Bonus::*;
use Kind::*;

/// The whole set: index = card id. Heroes first.
pub const CARDS: [Card; 81] = [
    // Heroes (10)
    card("Captain Cragbeard", Hero, 8, &[Vs(Creature, 2)]),
    card(
        "Queen Maple of the Meadow",
        Hero,
        7,
        &[PerAdjacentKind(Goat, 1)],
    ),
    card("Sir Bleatsalot", Hero, 9, &[]),
    card("Warden Thistle", Hero, 7, &[Defending(3)]),
    card("Grand Ram Boulder", Hero, 7, &[PerInFront(2)]),
    power(card("Oracle Fennel", Hero, 8, &[]), Power::Peek),
    card("Marshal Hoofwright", Hero, 8, &[Vs(Equipment, 2)]),
    card("Lady Juniper", Hero, 8, &[VsFaceUp(3)]),
    card(
        "The Horned Regent",
        Hero,
        10,
        &[WhileFaceUp(-3), Attacking(-1)],
    ),
    power(
        card("Ember Knight Sorrel", Hero, 7, &[Attacking(1)]),
        Power::Reveal,
    ),
    // Goats (26)
    card("Drill Goat", Goat, 6, &[PerAdjacentKind(Goat, 1)]),
    card("Cowboy Goat", Goat, 1, &[PerInFront(4)]),
    card("Kid Goat", Goat, 1, &[PerAdjacent(2)]),
    card("Billy Brawler", Goat, 6, &[Attacking(1)]),
    card("Nanny Guard", Goat, 5, &[Defending(2)]),
    card("Mountain Goat", Goat, 6, &[BackRow(2)]),
    card("Battering Ram", Goat, 4, &[FrontRow(3), Attacking(1)]),
    power(card("Scout Goat", Goat, 3, &[]), Power::Peek),
    power(card("Lantern Goat", Goat, 3, &[]), Power::Reveal),
    power(
        card("Shadow Goat", Goat, 5, &[WhileFaceUp(-2)]),
        Power::Hide,
    ),
    card("Show Goat", Goat, 4, &[WhileFaceUp(4)]),
    card("Stubborn Goat", Goat, 5, &[Vs(Hero, 3)]),
    card("Herd Goat", Goat, 2, &[PerAdjacent(1), PerInFront(1)]),
    card("Lone Goat", Goat, 6, &[Alone(2)]),
    power(card("Medic Goat", Goat, 2, &[]), Power::Mend),
    blast(card("Boom Goat", Goat, 0, &[]), Blast::OnFlip),
    blast(card("Fainting Goat", Goat, 3, &[]), Blast::OnDefeat),
    card("Old Goat", Goat, 2, &[PerDiscard(1)]),
    card("Hungry Goat", Goat, 4, &[Vs(Equipment, 3)]),
    card("Brave Goat", Goat, 4, &[Vs(Creature, 3)]),
    card("Shepherd's Pride", Goat, 5, &[Vs(Goat, 2)]),
    card("Trick Goat", Goat, 3, &[VsFaceUp(4)]),
    wall(card("Wall Goat", Goat, 7, &[Defending(1)])),
    card("Soldier Goat", Goat, 4, &[PerAdjacent(1)]),
    card("Twin Goat", Goat, 3, &[PerAdjacentKind(Goat, 2)]),
    card("Alpine Goat", Goat, 5, &[PerInFront(1)]),
    // Creatures (23)
    card("Bridge Troll", Creature, 7, &[Vs(Goat, -2)]),
    card("Cave Dragon", Creature, 9, &[WhileFaceUp(-3)]),
    card("Grey Wolf", Creature, 5, &[Vs(Goat, 2)]),
    card("Wolf Pack", Creature, 3, &[PerAdjacentKind(Creature, 2)]),
    card("Brown Bear", Creature, 6, &[Defending(1)]),
    card("Golden Eagle", Creature, 4, &[Attacking(3)]),
    card("Rock Viper", Creature, 2, &[Vs(Hero, 5)]),
    blast(card("Fire Beetle", Creature, 1, &[]), Blast::OnFlip),
    blast(card("Swamp Toad", Creature, 2, &[]), Blast::OnDefeat),
    card("Hill Giant", Creature, 8, &[PerAdjacent(-1)]),
    card("Yeti", Creature, 6, &[BackRow(2)]),
    card("Griffin", Creature, 6, &[Vs(Creature, 2)]),
    power(card("Night Owl", Creature, 3, &[Defending(1)]), Power::Peek),
    power(card("Firefly Swarm", Creature, 2, &[]), Power::Reveal),
    power(card("Mole", Creature, 3, &[Defending(1)]), Power::Hide),
    card("Wild Boar", Creature, 5, &[FrontRow(2)]),
    card("Bat Cloud", Creature, 3, &[VsFaceUp(3)]),
    wall(card("Stone Golem", Creature, 7, &[Defending(2)])),
    card("Ash Phoenix", Creature, 2, &[PerDiscard(1)]),
    card("Marsh Hydra", Creature, 5, &[PerAdjacent(1)]),
    card("Lake Kraken", Creature, 6, &[Vs(Hero, 3)]),
    card("Red Fox", Creature, 4, &[Attacking(2), Defending(-1)]),
    card(
        "Chimera",
        Creature,
        5,
        &[Vs(Goat, 1), Vs(Creature, 1), Vs(Equipment, 1)],
    ),
    // Equipment (22)
    card("Iron Helm", Equipment, 4, &[Defending(2)]),
    card("Horn Spikes", Equipment, 4, &[Attacking(2)]),
    card("Catapult", Equipment, 4, &[PerInFront(2)]),
    card("Shield Wall", Equipment, 3, &[PerAdjacent(1)]),
    blast(card("Powder Keg", Equipment, 0, &[]), Blast::OnFlip),
    wall(blast(card("Land Mine", Equipment, 2, &[]), Blast::OnDefeat)),
    power(card("Spyglass", Equipment, 2, &[]), Power::Peek),
    power(
        card("Torch", Equipment, 2, &[Vs(Creature, 2)]),
        Power::Reveal,
    ),
    power(card("Cloak", Equipment, 3, &[]), Power::Hide),
    power(card("Bandage Kit", Equipment, 2, &[]), Power::Mend),
    card("Battle Axe", Equipment, 6, &[Defending(-1)]),
    card("Long Spear", Equipment, 4, &[FrontRow(3)]),
    card("Crossbow", Equipment, 4, &[BackRow(3)]),
    proof(card("Blast Shield", Equipment, 3, &[Defending(2)])),
    card("War Banner", Equipment, 2, &[PerAdjacentKind(Goat, 2)]),
    card("Goat Net", Equipment, 3, &[Vs(Creature, 4)]),
    card("Mirror Shield", Equipment, 2, &[VsFaceUp(5)]),
    card("Golden Bell", Equipment, 4, &[WhileFaceUp(3)]),
    card("Goat Cart", Equipment, 5, &[PerAdjacentKind(Goat, 1)]),
    wall(card("Anvil", Equipment, 6, &[Defending(1)])),
    card("Rusty Sword", Equipment, 4, &[Vs(Goat, 1)]),
    card("Trebuchet", Equipment, 4, &[PerInFront(1), BackRow(1)]),
];

/// How many of the cards are Heroes (they come first in [`CARDS`]).
pub const HEROES: usize = 10;

/// A card in the set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u8);

impl CardId {
    /// The card's data; ids past the set read as the first card (ids are checked on input).
    pub fn card(self) -> &'static Card {
        CARDS.get(usize::from(self.0)).unwrap_or(&CARDS[0])
    }
    pub fn name(self) -> &'static str {
        self.card().name
    }
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARDS.len() as u8).map(CardId)
    }
}

fn signed(n: i8) -> String {
    if n < 0 {
        format!("{n}")
    } else {
        format!("+{n}")
    }
}

impl Bonus {
    /// The modifier in words, as the card and the rules page say it.
    pub fn describe(self) -> String {
        match self {
            Vs(k, n) => format!("{} vs {}", signed(n), k.name()),
            PerInFront(n) => format!("{} per card directly in front", signed(n)),
            PerAdjacent(n) => format!("{} per adjacent card", signed(n)),
            PerAdjacentKind(k, n) => format!("{} per adjacent {}", signed(n), k.name()),
            FrontRow(n) => format!("{} in the front row", signed(n)),
            BackRow(n) => format!("{} in the back row", signed(n)),
            Alone(n) => format!("{} with no adjacent card", signed(n)),
            VsFaceUp(n) => format!("{} vs a face-up card", signed(n)),
            WhileFaceUp(n) => format!("{} while face up", signed(n)),
            Attacking(n) => format!("{} attacking", signed(n)),
            Defending(n) => format!("{} defending", signed(n)),
            PerDiscard(n) => format!("{} per card in your discard pile", signed(n)),
        }
    }

    /// What a fight's sum calls it: "adjacent Goat", "front row".
    pub fn label(self) -> String {
        match self {
            Vs(k, _) => format!("vs {}", k.name()),
            PerInFront(_) => "in front".into(),
            PerAdjacent(_) => "adjacent".into(),
            PerAdjacentKind(k, _) => format!("adjacent {}", k.name()),
            FrontRow(_) => "front row".into(),
            BackRow(_) => "back row".into(),
            Alone(_) => "alone".into(),
            VsFaceUp(_) => "vs face-up".into(),
            WhileFaceUp(_) => "face up".into(),
            Attacking(_) => "attacking".into(),
            Defending(_) => "defending".into(),
            PerDiscard(_) => "discards".into(),
        }
    }
}

impl Card {
    /// Everything the card does, in words ("" for a plain card).
    pub fn describe(&self) -> String {
        let mut parts: Vec<String> = self.bonuses.iter().map(|b| b.describe()).collect();
        if self.no_attack {
            parts.push("never attacks while another of your cards can".into());
        }
        if let Some(p) = self.power {
            parts.push(
                match p {
                    Power::Peek => "Peek: instead of attacking, look at one face-down opponent card",
                    Power::Reveal => "Reveal: instead of attacking, turn any face-down card face up",
                    Power::Hide => "Hide: instead of attacking, turn one of your face-up cards face down",
                    Power::Mend => {
                        "Mend, once a game: instead of attacking, put your top discard face down in an empty place"
                    }
                }
                .into(),
            );
        }
        match self.blast {
            Some(Blast::OnFlip) => parts.push("explodes when flipped in a fight".into()),
            Some(Blast::OnDefeat) => parts.push("explodes when defeated".into()),
            None => {}
        }
        if self.blast_proof {
            parts.push("explosions don't defeat it".into());
        }
        crate::engine::words::join(&parts, "; ")
    }
}

impl Power {
    /// What the power does, in a few words.
    pub fn does(self) -> &'static str {
        match self {
            Power::Peek => "look at one face-down card of an opponent's, secretly",
            Power::Reveal => "turn any face-down card face up for everyone",
            Power::Hide => "turn one of your face-up cards face down",
            Power::Mend => {
                "put the top card of your discard pile face down in an empty place; once a game"
            }
        }
    }
}

impl Card {
    /// The card in full, for the info sheet: its name line, then its type and strength, its
    /// bonus against types, its other modifiers, its ability (power or explosion), and how many
    /// copies the set has. Lines are separated by "\n".
    pub fn info(&self) -> String {
        let mut lines = vec![
            self.name.to_string(),
            format!("{}, strength {}", self.kind.name(), self.value),
        ];
        let (vs, mods): (Vec<Bonus>, Vec<Bonus>) =
            self.bonuses.iter().partition(|b| matches!(b, Vs(..)));
        let words = |bs: &[Bonus]| bs.iter().map(|b| b.describe()).collect::<Vec<_>>();
        if !vs.is_empty() {
            lines.push(format!(
                "Bonus: {}",
                crate::engine::words::join(&words(&vs), ", ")
            ));
        }
        if !mods.is_empty() {
            lines.push(format!(
                "Modifier: {}",
                crate::engine::words::join(&words(&mods), ", ")
            ));
        }
        if let Some(p) = self.power {
            lines.push(format!(
                "Power ({}), instead of attacking: {}",
                p.name(),
                p.does()
            ));
        }
        match self.blast {
            Some(Blast::OnFlip) => {
                lines.push("Bomb: whenever it fights, both cards are defeated".into())
            }
            Some(Blast::OnDefeat) => {
                lines.push("Explodes if it loses: the card that beat it falls too".into())
            }
            None => {}
        }
        if self.no_attack {
            lines.push("Stays home: attacks only when no other card of yours can".into());
        }
        if self.blast_proof {
            lines.push("Explosions don't defeat it".into());
        }
        if lines.len() == 2 {
            lines.push(format!("No bonus: it fights at {}", self.value));
        }
        lines.push(format!(
            "1 copy: each of the {} cards is unique ({} {} in the set)",
            CARDS.len(),
            CARDS.iter().filter(|c| c.kind == self.kind).count(),
            self.kind.plural()
        ));
        crate::engine::words::join(&lines, "\n")
    }
}

impl Bonus {
    /// The modifier in a few words, for a small card face ("+2 per card in front").
    pub fn short(self) -> String {
        match self {
            PerInFront(n) => format!("{} per card in front", signed(n)),
            PerAdjacent(n) => format!("{} per neighbour", signed(n)),
            PerAdjacentKind(k, n) => format!("{} per {} beside", signed(n), k.name()),
            FrontRow(n) => format!("{} front row", signed(n)),
            BackRow(n) => format!("{} back row", signed(n)),
            Alone(n) => format!("{} alone", signed(n)),
            VsFaceUp(n) => format!("{} vs face-up", signed(n)),
            WhileFaceUp(n) => format!("{} face up", signed(n)),
            PerDiscard(n) => format!("{} per discard", signed(n)),
            other => other.describe(),
        }
    }
}

impl Card {
    /// What the card does in a few words, for a card face: its modifiers, its power ("Mend
    /// once", or "Mend used" once `spent`), how it explodes. The info sheet has it all.
    pub fn short(&self, spent: bool) -> String {
        let mut parts: Vec<String> = self.bonuses.iter().map(|b| b.short()).collect();
        match self.power {
            Some(Power::Mend) if spent => parts.push("Mend used".into()),
            Some(Power::Mend) => parts.push("Mend once".into()),
            Some(p) => parts.push(p.name().into()),
            None => {}
        }
        match self.blast {
            Some(Blast::OnFlip) => parts.push("Bomb".into()),
            Some(Blast::OnDefeat) => parts.push("Explodes if beaten".into()),
            None => {}
        }
        if self.no_attack {
            parts.push("Stays home".into());
        }
        if self.blast_proof {
            parts.push("Blast-proof".into());
        }
        crate::engine::words::join(&parts, "; ")
    }
}
