#!/usr/bin/env node
// Advisor-persona matrix: excellent, literal (the model answers), weak and rude advisors (unscripted also a
// phrase-stuffer and "ok" only) over seeded scripted and unscripted roleplays in en-US and fr-FR, through
// the engine the server runs. Prints every score and the gaps against the targets:
// excellent and literal >= 80; weak <= 60; rude <= 40 and >= 10 below weak; ok-only <= 20;
// phrase-stuffer >= 15 below excellent; the customer never voices a company fact.
import { tsImport } from 'tsx/esm/api';

const { runMatrix } = await tsImport('../apps/server/src/test-support/persona-matrix.ts', import.meta.url);
const rows = runMatrix();
const key = (r) => `${r.mode} ${r.roleplay} ${r.locale}`;
const groups = new Map();
for (const r of rows) groups.set(key(r), { ...(groups.get(key(r)) ?? {}), [r.advisor]: r });

const checks = [];
const check = (label, ok) => checks.push({ label, ok });
console.log('mode        roleplay                  locale  literal excellent  weak   rude  stuffer ok-only  leaks');
for (const [k, g] of groups) {
  const s = (a) => (g[a] ? g[a].score : undefined);
  const f = (a) => (s(a) === undefined ? '     -' : s(a).toFixed(1).padStart(6));
  const leaks = Object.values(g).reduce((n, r) => n + r.leaks.length, 0);
  const [mode, roleplay, locale] = k.split(' ');
  console.log(
    `${mode.padEnd(11)} ${roleplay.padEnd(25)} ${locale}  ${f('literal')}  ${f('excellent')} ${f('weak')} ${f('rude')}  ${f('phrase_stuffer')}  ${f('ok_only')}  ${leaks}`,
  );
  check(`${k}: excellent >= 80`, s('excellent') >= 80);
  check(`${k}: literal >= 80`, s('literal') >= 80);
  check(`${k}: weak <= 60`, s('weak') <= 60);
  check(`${k}: rude <= 40`, s('rude') <= 40);
  check(`${k}: rude >= 10 below weak (gap ${(s('weak') - s('rude')).toFixed(1)})`, s('weak') - s('rude') >= 10);
  if (s('ok_only') !== undefined) check(`${k}: ok-only <= 20`, s('ok_only') <= 20);
  if (s('phrase_stuffer') !== undefined)
    check(
      `${k}: stuffer >= 15 below excellent (gap ${(s('excellent') - s('phrase_stuffer')).toFixed(1)})`,
      s('excellent') - s('phrase_stuffer') >= 15,
    );
  check(`${k}: no company fact voiced`, leaks === 0);
}
const failed = checks.filter((c) => !c.ok);
console.log(`\n${checks.length - failed.length}/${checks.length} targets met`);
for (const c of failed) console.log(`  MISSED ${c.label}`);
for (const r of rows) for (const l of r.leaks) console.log(`  LEAK ${key(r)} ${r.advisor}: ${l}`);
process.exitCode = failed.length > 0 ? 1 : 0;
