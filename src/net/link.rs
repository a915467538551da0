//! Join links: the address a phone opens to take a seat. The game's device page, the page's
//! query (the relay setting travels with it), and in the fragment, which browsers never send to
//! a server, the room and the seat: `<page>?relay=…#join=<room>-<seat>`. Room ids and seat
//! tokens are 128 random bits written as 32 hex characters.

use crate::engine::Seat;

/// The characters of a room id or a token (hex: 128 bits).
pub const ID_CHARS: usize = 32;

/// Why a join link could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// The address has no `join=` in its fragment.
    NoJoin,
    /// The room id is not 32 hex characters.
    Room,
    /// The seat is not a seat number.
    Seat,
}

impl std::fmt::Display for JoinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            JoinError::NoJoin => "This address joins no game: open the link the table shows.",
            JoinError::Room => "This join link's room is damaged: open the link again.",
            JoinError::Seat => "This join link names no seat: open the link again.",
        })
    }
}

impl std::error::Error for JoinError {}

/// 16 random bytes as a room id or a seat token.
pub fn id(random: [u8; 16]) -> String {
    random.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `text` is a room id or token: 32 lowercase hex characters.
pub fn is_id(text: &str) -> bool {
    text.len() == ID_CHARS && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The link that joins `room` as `seat`, from the device page's address `page` (with its query,
/// without a fragment).
pub fn join_link(page: &str, room: &str, seat: Seat) -> String {
    let page = page.split('#').next().unwrap_or(page);
    format!("{page}#join={room}-{seat}")
}

/// The room and seat of a join link's fragment (`#join=<room>-<seat>`, other parts ignored).
pub fn read_join(fragment: &str) -> Result<(String, Seat), JoinError> {
    let join = fragment
        .trim_start_matches('#')
        .split('&')
        .find_map(|part| part.strip_prefix("join="))
        .ok_or(JoinError::NoJoin)?;
    let (room, seat) = join.rsplit_once('-').ok_or(JoinError::Seat)?;
    if !is_id(room) {
        return Err(JoinError::Room);
    }
    let seat: Seat = seat.parse().map_err(|_| JoinError::Seat)?;
    if seat >= 8 {
        return Err(JoinError::Seat);
    }
    Ok((room.to_string(), seat))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOM: &str = "00112233445566778899aabbccddeeff";

    #[test]
    fn ids_are_128_bits_of_hex() {
        let made = id([
            0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd,
            0xee, 0xff,
        ]);
        assert_eq!(made, ROOM);
        assert!(is_id(&made));
        assert!(!is_id("00112233"));
        assert!(!is_id(&ROOM.to_uppercase()));
        assert!(!is_id(&ROOM.replace('0', "g")));
    }

    #[test]
    fn a_join_link_carries_the_room_and_seat_in_its_fragment_only() {
        let page =
            "https://example.org/goatherd/goat-lords/net/?relay=http%3A%2F%2F10.0.0.2%3A9000%2F";
        let link = join_link(&format!("{page}#old"), ROOM, 2);
        assert_eq!(link, format!("{page}#join={ROOM}-2"));
        let (before, fragment) = link.split_once('#').expect("a fragment");
        assert!(!before.contains(ROOM), "the room never goes to a server");
        assert_eq!(read_join(fragment), Ok((ROOM.to_string(), 2)));
        assert_eq!(
            read_join(&format!("#x=1&join={ROOM}-0")),
            Ok((ROOM.to_string(), 0))
        );
    }

    #[test]
    fn damaged_join_links_are_refused_in_words() {
        assert_eq!(read_join(""), Err(JoinError::NoJoin));
        assert_eq!(read_join("#learn"), Err(JoinError::NoJoin));
        assert_eq!(read_join(&format!("#join={ROOM}")), Err(JoinError::Seat));
        assert_eq!(read_join("#join=abc-1"), Err(JoinError::Room));
        assert_eq!(read_join(&format!("#join={ROOM}-x")), Err(JoinError::Seat));
        assert_eq!(read_join(&format!("#join={ROOM}-9")), Err(JoinError::Seat));
        assert!(JoinError::Room.to_string().contains("damaged"));
    }
}
