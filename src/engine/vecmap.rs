//! A map and a set kept as a sorted list, for the few dozen entries a game holds (the sticks and
//! goats on a raft, the cards a seat has peeked at). They read like the standard library's
//! `BTreeMap` and `BTreeSet` (in key order, compared, shown and saved alike), but a binary search
//! over one list is all their code: each key type kept in a B-tree cost the browser download
//! several KB of it.
//!
//! A map is saved as a list of `[key, value]` pairs, since JSON object keys must be strings; a
//! set as a list of keys. Reading either sorts what it reads, and a repeated key keeps the last
//! value, as collecting into a `BTreeMap` would.

use serde::de::{Deserialize, Deserializer};
use serde::ser::{Serialize, Serializer};
use std::fmt;

/// A map kept as a list of pairs sorted by key, each key once.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct VecMap<K, V> {
    pairs: Vec<(K, V)>,
}

impl<K, V> Default for VecMap<K, V> {
    fn default() -> Self {
        VecMap { pairs: Vec::new() }
    }
}

impl<K: Ord, V> VecMap<K, V> {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Where `k` is, or where it would go.
    fn find(&self, k: &K) -> Result<usize, usize> {
        self.pairs.binary_search_by(|(x, _)| x.cmp(k))
    }

    pub fn get(&self, k: &K) -> Option<&V> {
        let i = self.find(k).ok()?;
        self.pairs.get(i).map(|(_, v)| v)
    }

    pub fn contains_key(&self, k: &K) -> bool {
        self.find(k).is_ok()
    }

    /// Puts `v` at `k`, returning the value that was there.
    pub fn insert(&mut self, k: K, v: V) -> Option<V> {
        match self.find(&k) {
            Ok(i) => self
                .pairs
                .get_mut(i)
                .map(|(_, old)| std::mem::replace(old, v)),
            Err(i) => {
                self.pairs.insert(i, (k, v));
                None
            }
        }
    }

    /// Takes the value at `k` away, returning it.
    pub fn remove(&mut self, k: &K) -> Option<V> {
        let i = self.find(k).ok()?;
        Some(self.pairs.remove(i).1)
    }
}

impl<K, V> VecMap<K, V> {
    /// The pairs in key order.
    pub fn iter(&self) -> Iter<'_, K, V> {
        Iter(self.pairs.iter())
    }

    /// The keys in order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &K> + ExactSizeIterator + Clone {
        self.pairs.iter().map(|(k, _)| k)
    }

    /// The values in their keys' order.
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> + ExactSizeIterator + Clone {
        self.pairs.iter().map(|(_, v)| v)
    }

    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

/// The pairs of a [`VecMap`] in key order, as `(&key, &value)`.
#[derive(Clone)]
pub struct Iter<'a, K, V>(std::slice::Iter<'a, (K, V)>);

impl<'a, K, V> Iterator for Iter<'a, K, V> {
    type Item = (&'a K, &'a V);

    fn next(&mut self) -> Option<Self::Item> {
        self.0.next().map(|(k, v)| (k, v))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<K, V> DoubleEndedIterator for Iter<'_, K, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back().map(|(k, v)| (k, v))
    }
}

impl<K, V> ExactSizeIterator for Iter<'_, K, V> {}

impl<K, V> std::iter::FusedIterator for Iter<'_, K, V> {}

impl<'a, K, V> IntoIterator for &'a VecMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;
    fn into_iter(self) -> Iter<'a, K, V> {
        self.iter()
    }
}

impl<K, V> IntoIterator for VecMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.pairs.into_iter()
    }
}

/// Inserted one by one: sorting what was collected would bring in a sort's code for each key type.
impl<K: Ord, V> FromIterator<(K, V)> for VecMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        let mut map = VecMap::new();
        for (k, v) in iter {
            map.insert(k, v);
        }
        map
    }
}

impl<K: Ord, V> std::ops::Index<&K> for VecMap<K, V> {
    type Output = V;
    fn index(&self, k: &K) -> &V {
        self.get(k).expect("no entry for the key")
    }
}

/// Shown as a map, `{key: value, ...}`, as a `BTreeMap` is.
impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for VecMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// Writes `[[key, value], ...]` in key order.
impl<K: Serialize, V: Serialize> Serialize for VecMap<K, V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// Reads `[[key, value], ...]` in any order; a repeated key keeps the last value.
impl<'de, K: Deserialize<'de> + Ord, V: Deserialize<'de>> Deserialize<'de> for VecMap<K, V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<(K, V)>::deserialize(d)?.into_iter().collect())
    }
}

/// A set kept as a sorted list, each key once.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct VecSet<K> {
    map: VecMap<K, ()>,
}

impl<K> Default for VecSet<K> {
    fn default() -> Self {
        VecSet {
            map: VecMap::default(),
        }
    }
}

impl<K: Ord> VecSet<K> {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    pub fn contains(&self, k: &K) -> bool {
        self.map.contains_key(k)
    }

    /// Adds `k`, returning whether it was new.
    pub fn insert(&mut self, k: K) -> bool {
        self.map.insert(k, ()).is_none()
    }
}

impl<K> VecSet<K> {
    /// The keys in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &K> + ExactSizeIterator + Clone {
        self.map.keys()
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// Inserted one by one, as for [`VecMap`].
impl<K: Ord> FromIterator<K> for VecSet<K> {
    fn from_iter<I: IntoIterator<Item = K>>(iter: I) -> Self {
        let mut set = VecSet::new();
        for k in iter {
            set.insert(k);
        }
        set
    }
}

/// Shown as a set, `{key, ...}`, as a `BTreeSet` is.
impl<K: fmt::Debug> fmt::Debug for VecSet<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Writes `[key, ...]` in order.
impl<K: Serialize> Serialize for VecSet<K> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// Reads `[key, ...]` in any order; a repeated key is kept once.
impl<'de, K: Deserialize<'de> + Ord> Deserialize<'de> for VecSet<K> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<K>::deserialize(d)?.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};

    /// Keys inserted in every order of a few make the same map, read in key order.
    #[test]
    fn the_order_of_inserting_does_not_matter() {
        let keys = [3, 1, 4, 0, 2];
        let mut maps = Vec::new();
        for turn in 0..keys.len() * 2 {
            let mut order = keys;
            order.rotate_left(turn % keys.len());
            if turn >= keys.len() {
                order.reverse();
            }
            let mut map = VecMap::new();
            for k in order {
                assert_eq!(map.insert(k, k * 10), None);
            }
            maps.push(map);
        }
        for map in &maps {
            assert_eq!(map, &maps[0]);
            let pairs: Vec<(i32, i32)> = map.iter().map(|(k, v)| (*k, *v)).collect();
            assert_eq!(pairs, [(0, 0), (1, 10), (2, 20), (3, 30), (4, 40)]);
            assert_eq!(map.keys().copied().collect::<Vec<_>>(), [0, 1, 2, 3, 4]);
            assert_eq!(
                map.values().copied().collect::<Vec<_>>(),
                [0, 10, 20, 30, 40]
            );
            assert_eq!(map.iter().next_back(), Some((&4, &40)));
            assert_eq!(map.len(), 5);
        }
    }

    #[test]
    fn insert_replaces_and_remove_takes_away() {
        let mut map = VecMap::new();
        assert!(map.is_empty());
        assert_eq!(map.insert('b', 1), None);
        assert_eq!(map.insert('a', 2), None);
        assert_eq!(map.insert('b', 3), Some(1));
        assert_eq!((map.len(), map.get(&'b'), map[&'a']), (2, Some(&3), 2));
        assert_eq!(map.remove(&'c'), None);
        assert_eq!(map.remove(&'a'), Some(2));
        assert_eq!(map.remove(&'a'), None);
        assert!(!map.contains_key(&'a') && map.contains_key(&'b'));
        assert_eq!(map.remove(&'b'), Some(3));
        assert!(map.is_empty());
        assert_eq!(map, VecMap::default());
    }

    /// Any run of inserts and removes leaves the map a `BTreeMap` would be, read the same way.
    #[test]
    fn it_reads_like_a_btree_map() {
        let (mut map, mut tree) = (VecMap::new(), BTreeMap::new());
        let mut n: u32 = 7;
        for step in 0..2000 {
            n = n.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let k = (n >> 16) % 40;
            if (n >> 8).is_multiple_of(3) {
                assert_eq!(map.remove(&k), tree.remove(&k), "{step}");
            } else {
                assert_eq!(map.insert(k, step), tree.insert(k, step), "{step}");
            }
            assert_eq!(map.get(&k), tree.get(&k));
            assert!(map.iter().eq(tree.iter()), "{step}");
        }
        assert_eq!(format!("{map:?}"), format!("{tree:?}"));
    }

    #[test]
    fn a_map_is_saved_as_a_list_of_pairs_in_key_order() {
        let map: VecMap<(i32, bool), char> =
            [((2, true), 'x'), ((-1, false), 'y')].into_iter().collect();
        let json = serde_json::to_string(&map).unwrap();
        assert_eq!(json, r#"[[[-1,false],"y"],[[2,true],"x"]]"#);
        let back: VecMap<(i32, bool), char> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, map);
        // As the `BTreeMap` it replaces was saved.
        let tree: BTreeMap<_, _> = map.iter().map(|(k, v)| (*k, *v)).collect();
        let pairs: Vec<_> = tree.into_iter().collect();
        assert_eq!(serde_json::to_string(&pairs).unwrap(), json);
    }

    /// A damaged save's pairs out of order, or a key twice, still read as a map in order, the last
    /// value winning.
    #[test]
    fn reading_sorts_and_keeps_the_last_of_a_repeated_key() {
        let map: VecMap<u8, u8> = serde_json::from_str("[[3,0],[1,1],[3,2],[2,3],[1,4]]").unwrap();
        let pairs: Vec<(u8, u8)> = map.iter().map(|(k, v)| (*k, *v)).collect();
        assert_eq!(pairs, [(1, 4), (2, 3), (3, 2)]);
        assert_eq!(serde_json::to_string(&map).unwrap(), "[[1,4],[2,3],[3,2]]");
        assert!(serde_json::from_str::<VecMap<u8, u8>>("[[1,2,3]]").is_err());
    }

    #[test]
    fn a_set_reads_and_saves_like_a_btree_set() {
        let mut set = VecSet::new();
        assert!(set.is_empty());
        for k in [5u8, 2, 9, 2] {
            set.insert(k);
        }
        assert!(!set.insert(5) && set.insert(7));
        assert!(set.contains(&9) && !set.contains(&3));
        assert_eq!(set.len(), 4);
        let tree: BTreeSet<u8> = [5, 2, 9, 7].into_iter().collect();
        assert!(set.iter().eq(tree.iter()));
        assert_eq!(format!("{set:?}"), format!("{tree:?}"));
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, serde_json::to_string(&tree).unwrap());
        assert_eq!(serde_json::from_str::<VecSet<u8>>(&json).unwrap(), set);
        let messy: VecSet<u8> = serde_json::from_str("[9,2,7,2,5,9]").unwrap();
        assert_eq!(messy, set);
        assert_eq!(VecSet::from_iter([7, 9, 5, 2]), set);
    }
}
