// Writes the Custom Elements Manifest of <dlx-lab> (custom-elements.json,
// schema 2.1.0), which the element's package.json names in
// `customElements`, so that editors, Storybook and the catalogues of web
// components can list its attributes, events and methods. It is read from
// the element's hand-written types (www/dlx-lab.d.ts), with the TypeScript
// compiler's parser, so the two cannot disagree: `DlxLabAttributes` gives
// the attributes, `DlxLabEventMap` the events (each described by its
// detail's doc comment), `DlxLabElement` the members. Run by `make site`.
//
//   node scripts/custom-elements.mjs www/dlx-lab.d.ts dist/element/custom-elements.json
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const [source, out] = process.argv.slice(2);
if (!source || !out) {
  console.error('usage: node scripts/custom-elements.mjs TYPES.d.ts OUT.json');
  process.exit(2);
}
const file = ts.createSourceFile(source, readFileSync(source, 'utf8'), ts.ScriptTarget.Latest, true);

/** A declaration's doc comment, as one line of text ('' if none). */
const doc = (node) => (ts.getJSDocCommentsAndTags(node)
  .map((d) => (typeof d.comment === 'string' ? d.comment : ''))
  .join(' ')
  .replace(/\s+/g, ' ')
  .trim());
const named = (kind, name) => file.statements.find((s) => s.kind === kind && s.name?.text === name)
  ?? (() => { throw new Error(`${source} has no ${name}`); })();
const nameOf = (member) => member.name.text;

// A type alias of the file (`DlxLabMode`) is spelt out, as a manifest's
// reader cannot look it up.
// An attribute without a comment of its own is described by its alias's.
const aliases = new Map(file.statements.filter(ts.isTypeAliasDeclaration).map((a) => [a.name.text, a]));
const typeText = (type) => aliases.get(type.getText(file))?.type.getText(file) ?? type.getText(file);
const described = (m) => doc(m) || (aliases.has(m.type.getText(file)) ? doc(aliases.get(m.type.getText(file))) : '');

const attributes = named(ts.SyntaxKind.InterfaceDeclaration, 'DlxLabAttributes').members.map((m) => ({
  name: nameOf(m),
  type: { text: typeText(m.type) },
  ...(described(m) && { description: described(m) }),
}));

const events = named(ts.SyntaxKind.InterfaceDeclaration, 'DlxLabEventMap').members.map((m) => {
  const detail = m.type.typeArguments[0].getText(file);
  return {
    name: nameOf(m),
    type: { text: m.type.getText(file) },
    // "`dlx-solved`: a search's answer, …" → "A search's answer, …"
    description: doc(named(ts.SyntaxKind.InterfaceDeclaration, detail)).replace(/^`[^`]+`:\s*(.)/, (_, c) => c.toUpperCase()),
  };
});

const element = named(ts.SyntaxKind.ClassDeclaration, 'DlxLabElement');
const skipped = new Set(['observedAttributes', 'addEventListener', 'removeEventListener']);
const members = element.members.filter((m) => m.name && !skipped.has(nameOf(m))).map((m) => {
  const description = doc(m) ? { description: doc(m) } : {};
  if (ts.isMethodDeclaration(m)) {
    return {
      kind: 'method',
      name: nameOf(m),
      ...description,
      ...(m.parameters.length && { parameters: m.parameters.map((p) => ({ name: p.name.getText(file), type: { text: p.type.getText(file) } })) }),
      return: { type: { text: m.type.getText(file) } },
    };
  }
  const readonly = m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
  return { kind: 'field', name: nameOf(m), type: { text: m.type.getText(file) }, ...description, ...(readonly && { readonly: true }) };
});

const manifest = {
  schemaVersion: '2.1.0',
  readme: 'README.md',
  modules: [{
    kind: 'javascript-module',
    path: 'dlx-lab.js',
    declarations: [{
      kind: 'class',
      name: 'DlxLabElement',
      description: doc(element),
      tagName: 'dlx-lab',
      customElement: true,
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes,
      events,
      members,
    }],
    exports: [
      { kind: 'custom-element-definition', name: 'dlx-lab', declaration: { name: 'DlxLabElement', module: 'dlx-lab.js' } },
    ],
  }],
};
writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${out}: <dlx-lab> with ${attributes.length} attributes, ${events.length} events, ${members.length} members`);
