//! Turbot Fish: any chain of four nodes on one value, two strong links
//! joined by a weak one (Skyscraper and 2-String Kite are its shapes with
//! both strong links in lines, found before it). One of the two ends holds
//! the value, so no cell that sees both can.

use super::board::Board;
use super::chain;
use super::rating;
use super::{Difficulty, Step, Technique, TechniqueInfo};

pub(super) const TURBOT_FISH: TechniqueInfo = TechniqueInfo {
    name: "turbot-fish",
    title: "technique-turbot-fish",
    level: Difficulty::Hard,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::ON_ONE_VALUE,
};

/// The first Turbot Fish, value by value.
pub fn find(board: &Board) -> Option<Step> {
    chain::per_value(board, Technique::TurbotFish, false, Some(4), |_, _| true)
}
