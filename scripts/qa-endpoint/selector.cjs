// WXSS selectors over the composed exparser tree (what page.$ / element.$ accept in DevTools):
// tag, #id, .class, [attr], [attr=v] (also ^= $= *= ~=), :first-child, :last-child,
// :nth-child(n), the descendant and child (>) combinators and comma lists. Classes and ids are the
// ones written in the WXML (unprefixed), tags the WXML tag names (view, text, input, …).

const COMPOUND = /^([a-zA-Z][\w-]*|\*)?((?:[#.][\w-]+|\[[^\]]+\]|:[\w-]+(?:\([^)]*\))?)*)$/;
const PART = /([#.])([\w-]+)|\[\s*([\w-]+)\s*(?:([~^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]*)))?\s*\]|:([\w-]+)(?:\(([^)]*)\))?/g;

function parseCompound(text, whole) {
  const m = COMPOUND.exec(text);
  if (!m) throw new Error(`unsupported selector: ${whole}`);
  const c = { tag: m[1] && m[1] !== '*' ? m[1] : null, ids: [], classes: [], attrs: [], pseudos: [] };
  for (const p of m[2].matchAll(PART)) {
    if (p[1] === '#') c.ids.push(p[2]);
    else if (p[1] === '.') c.classes.push(p[2]);
    else if (p[3]) c.attrs.push({ name: p[3], op: p[4] ?? null, value: p[5] ?? p[6] ?? p[7] ?? '' });
    else if (p[8]) {
      if (!['first-child', 'last-child', 'nth-child'].includes(p[8])) throw new Error(`unsupported selector: ${whole}`);
      c.pseudos.push({ name: p[8], arg: p[9] });
    }
  }
  return c;
}

/** 'a > .b c, d' → [[{compound, combinator}...], ...] right-most last */
function parseSelector(selector) {
  if (typeof selector !== 'string' || !selector.trim()) throw new Error('selector must be a non-empty string');
  return selector.split(',').map((one) => {
    const tokens = one.trim().replace(/\s*>\s*/g, ' > ').split(/\s+/);
    const steps = [];
    let combinator = ' ';
    for (const t of tokens) {
      if (t === '>') {
        combinator = '>';
        continue;
      }
      steps.push({ compound: parseCompound(t, selector), combinator });
      combinator = ' ';
    }
    if (!steps.length) throw new Error(`unsupported selector: ${selector}`);
    return steps;
  });
}

function attrTest(actual, op, expected) {
  if (actual == null) return false;
  const v = String(actual);
  switch (op) {
    case null: return true;
    case '=': return v === expected;
    case '^=': return v.startsWith(expected);
    case '$=': return v.endsWith(expected);
    case '*=': return v.includes(expected);
    case '~=': return v.split(/\s+/).includes(expected);
    default: return false;
  }
}

function pseudoTest(node, p, tree) {
  const siblings = tree.children(tree.parent(node) ?? node);
  const i = siblings.indexOf(node);
  if (p.name === 'first-child') return i === 0;
  if (p.name === 'last-child') return i === siblings.length - 1;
  return i + 1 === Number(p.arg);
}

function matchCompound(node, c, tree) {
  if (c.tag && tree.tag(node) !== c.tag) return false;
  const attrs = tree.attrs(node);
  if (c.ids.some((id) => attrs.id !== id)) return false;
  if (c.classes.length) {
    const classes = String(attrs.class ?? '').split(/\s+/);
    if (c.classes.some((k) => !classes.includes(k))) return false;
  }
  if (c.attrs.some((a) => !attrTest(attrs[a.name], a.op, a.value))) return false;
  return c.pseudos.every((p) => pseudoTest(node, p, tree));
}

function matchSteps(node, steps, i, scope, tree) {
  if (!matchCompound(node, steps[i].compound, tree)) return false;
  if (i === 0) return true;
  const combinator = steps[i].combinator;
  for (let up = tree.parent(node); up && up !== scope; up = tree.parent(up)) {
    if (matchSteps(up, steps, i - 1, scope, tree)) return true;
    if (combinator === '>') return false;
  }
  return false;
}

/** All descendants of `scope` (document order) matching `selector`. */
function selectAll(scope, selector, tree) {
  const list = parseSelector(selector);
  const out = [];
  const walk = (node) => {
    for (const child of tree.children(node)) {
      if (list.some((steps) => matchSteps(child, steps, steps.length - 1, scope, tree))) out.push(child);
      walk(child);
    }
  };
  walk(scope);
  return out;
}

module.exports = { selectAll, parseSelector };
