//! The rules a class plays by from the printed sheets alone, where the app would draw or
//! propose: the product table that stands in for the bag. The handouts print this data, and the
//! paper-game test plays by it.

use crate::vocabulary::Product;

/// The product table: two dice, the first the row (1-6), the second the column (1-3 or 4-6).
/// Each of the twelve products has one row half, so 3 of the 36 throws: an even draw, which
/// approximates the app's bag (14 or 13 counters of each product, drawn without putting back).
pub const PRODUCT_TABLE: [[Product; 2]; 6] = [
    [Product::Gold, Product::Silver],
    [Product::Sugar, Product::Spices],
    [Product::Gems, Product::Cotton],
    [Product::Ore, Product::Rubber],
    [Product::Timber, Product::Tea],
    [Product::Oil, Product::Coffee],
];

/// The product two dice give by the table (dice outside 1-6 are read as the nearest face).
pub fn product_of_dice(first: u8, second: u8) -> Product {
    let row = usize::from(first.clamp(1, 6)) - 1;
    let column = usize::from(second.clamp(1, 6) > 3);
    PRODUCT_TABLE[row][column]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_product_has_three_of_the_thirty_six_throws() {
        for p in Product::ALL {
            let throws =
                (1..=6).flat_map(|a| (1..=6).map(move |b| (a, b))).filter(|&(a, b)| product_of_dice(a, b) == p);
            assert_eq!(throws.count(), 3, "{p:?}");
        }
    }
}
