// The one way the component makes elements: `h(tag, attributes, ...children)`.
// Children are elements or strings, and strings become text nodes, so
// nothing the user or a link supplies is ever parsed as HTML.

/**
 * An element with attributes (`class`, `aria-*`, `data-*`, …; `true` sets
 * an empty attribute, `false` and `null` leave it out) and children.
 */
export function h(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

/** `count` of a `noun`, with an `s` unless it is one: "1 option", "3 options". */
export function plural(count, noun) {
  return `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`;
}
