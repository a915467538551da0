//! Saves a map with structured keys (a lattice edge, a cell) as a list of pairs, since JSON object
//! keys must be strings. Use with `#[serde(with = "crate::engine::pairs")]`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// Writes the map as `[[key, value], ...]`.
pub fn serialize<K: Serialize, V: Serialize, S: Serializer>(
    map: &BTreeMap<K, V>,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_seq(map.iter())
}

/// Reads `[[key, value], ...]`; a repeated key keeps the last value.
pub fn deserialize<'de, K, V, D>(d: D) -> Result<BTreeMap<K, V>, D::Error>
where
    K: Deserialize<'de> + Ord,
    V: Deserialize<'de>,
    D: Deserializer<'de>,
{
    Ok(Vec::<(K, V)>::deserialize(d)?.into_iter().collect())
}
