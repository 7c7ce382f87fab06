//! A random set-cover instance, the same for the same size: `n` items and
//! `n` options, each option a random 10% of the items (at least two), and
//! each item in at least one option. It shows what the bound `h` saves on a
//! repeated cover with no structure to help (`cover --min --no-bound`).

/// The instance of size `n` in Knuth's format.
pub fn set_cover(n: usize) -> String {
    // SplitMix64, seeded by the size: the instance is part of the contract.
    let mut state = n as u64;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut options: Vec<Vec<bool>> = (0..n)
        .map(|_| (0..n).map(|_| next() % 10 == 0).collect())
        .collect();
    for option in options.iter_mut() {
        while option.iter().filter(|&&x| x).count() < 2 {
            let i = (next() % n as u64) as usize;
            option[i] = true;
        }
    }
    for item in 0..n {
        if !options.iter().any(|o| o[item]) {
            let o = (next() % n as u64) as usize;
            options[o][item] = true;
        }
    }
    let names: Vec<String> = (1..=n).map(|i| format!("i{i}")).collect();
    let mut text = format!(
        "| a random set cover, {n} items × {n} options\n{}\n",
        names.join(" ")
    );
    for option in &options {
        let items: Vec<&str> = (0..n)
            .filter(|&i| option[i])
            .map(|i| names[i].as_str())
            .collect();
        text += &items.join(" ");
        text.push('\n');
    }
    text
}
