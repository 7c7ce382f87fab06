//! The one step event of the engine's three searches: what Algorithm X
//! ([`super::Search`]), Algorithm M ([`super::bounds::BoundsTrace`]) and
//! repeated cover ([`super::repeat::MinTrace`]) each say a step did, in
//! their own words but one type. The tracer, the CLI's `trace` and the
//! page all speak of it; each search reads it off the step machine's
//! [`Step`](super::machine::Step) and the state the step leaves, so a step
//! and its Back say the same.

use serde::Serialize;

/// What a step of a search did: Algorithm X's seven kinds, then what the
/// set searches (repeated cover, multiplicities) do besides.
//
// It serialises as its name (by hand, below: cheaper in the wasm module
// than a derived Serialize). The `serde` attribute is for the bindings'
// TypeScript type only, which tsify derives from the variants' names in
// lower case: a test checks that those are the names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    serde(rename_all = "lowercase")
)]
#[allow(missing_docs)]
pub enum EventKind {
    Choose,
    Cover,
    Try,
    Undo,
    Uncover,
    Solution,
    #[default]
    Done,
    Deepen,
    Prune,
    Close,
    Leave,
    Dead,
}

impl EventKind {
    /// Its name, as it serialises: `choose` … `dead`.
    pub fn name(self) -> &'static str {
        use EventKind::*;
        match self {
            Choose => "choose",
            Cover => "cover",
            Try => "try",
            Undo => "undo",
            Uncover => "uncover",
            Solution => "solution",
            Done => "done",
            Deepen => "deepen",
            Prune => "prune",
            Close => "close",
            Leave => "leave",
            Dead => "dead",
        }
    }
}

impl Serialize for EventKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// One step of any of the three searches, the one event the tracer, the
/// CLI's `trace` and the page speak of. Items and options are 0-based
/// indices into the matrix. The JSON calls an item `column`, the name the
/// trace lines and the JS API gave it first and keep as their contract.
/// Algorithm X's event is its first five fields; the set searches' carry
/// [`SetFields`] too, serialised beside them.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct StepEvent {
    /// What happened.
    pub kind: EventKind,
    /// The item chosen, covered, uncovered, closed, left or dead, if any.
    pub item: Option<usize>,
    /// The option tried or undone, if any.
    pub option: Option<usize>,
    /// The depth of the search after the event: levels on the stack (X),
    /// options in the set (the others).
    pub depth: usize,
    /// For `choose`: the item's options left.
    pub size: Option<usize>,
    /// What repeated cover and multiplicities say besides; `None` for
    /// Algorithm X.
    pub set: Option<SetFields>,
}

/// What a repeated-cover or multiplicities step says besides an X step.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize)]
pub struct SetFields {
    /// Repeated cover, for `choose` and `prune`: the bound, the options
    /// still needed at least (null at a prune: an uncovered item has no
    /// option left).
    pub h: Option<usize>,
    /// Repeated cover, for `deepen` and `prune`: the depth limit.
    pub limit: Option<usize>,
    /// Repeated cover, for `prune`: the items `h` counted, one option each.
    pub counted: Vec<usize>,
    /// Multiplicities, for `choose` and `close`: the options in the set
    /// that hold the item.
    pub count: Option<u32>,
    /// Multiplicities, for `choose` and `close`: the item's lower bound.
    pub lo: Option<u32>,
    /// Multiplicities, for `choose`: the item's upper bound.
    pub hi: Option<u32>,
    /// For `solution`: its options, ascending.
    pub options: Vec<usize>,
}

// By hand, so that an X step is its five fields (the trace corpus's lines)
// and a set search's step has its own after them, all in one object.
impl Serialize for StepEvent {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut o = s.serialize_struct("StepEvent", if self.set.is_some() { 12 } else { 5 })?;
        o.serialize_field("kind", &self.kind)?;
        o.serialize_field("column", &self.item)?;
        o.serialize_field("option", &self.option)?;
        o.serialize_field("depth", &self.depth)?;
        o.serialize_field("size", &self.size)?;
        if let Some(f) = &self.set {
            o.serialize_field("h", &f.h)?;
            o.serialize_field("limit", &f.limit)?;
            o.serialize_field("counted", &f.counted)?;
            o.serialize_field("count", &f.count)?;
            o.serialize_field("lo", &f.lo)?;
            o.serialize_field("hi", &f.hi)?;
            o.serialize_field("options", &f.options)?;
        }
        o.end()
    }
}

impl StepEvent {
    /// A step of `kind` that leaves the search at `depth`, naming nothing.
    pub fn at(kind: EventKind, depth: usize) -> StepEvent {
        StepEvent {
            kind,
            depth,
            ..StepEvent::default()
        }
    }

    /// This step as a set search's, its [`SetFields`] (none before) set
    /// by `f`.
    pub fn with(mut self, f: impl FnOnce(&mut SetFields)) -> StepEvent {
        f(self.set.get_or_insert_with(SetFields::default));
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_x_step_is_five_fields_and_a_set_step_twelve() {
        let x = StepEvent {
            item: Some(3),
            size: Some(2),
            ..StepEvent::at(EventKind::Choose, 1)
        };
        assert_eq!(
            serde_json::to_string(&x).unwrap(),
            r#"{"kind":"choose","column":3,"option":null,"depth":1,"size":2}"#
        );
        let set = StepEvent {
            set: Some(SetFields {
                limit: Some(2),
                ..SetFields::default()
            }),
            ..StepEvent::at(EventKind::Done, 0)
        };
        assert_eq!(
            serde_json::to_string(&set).unwrap(),
            r#"{"kind":"done","column":null,"option":null,"depth":0,"size":null,"h":null,"limit":2,"counted":[],"count":null,"lo":null,"hi":null,"options":[]}"#
        );
    }
}
