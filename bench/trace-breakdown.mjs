#!/usr/bin/env node
// What a page's main thread did, from a Chromium trace (bench/lighthouse.bench.mjs with
// LIGHTHOUSE_TRACES=dir writes one per run): the main-thread time by Lighthouse's own groups (its
// tracehouse, so the groups are the ones its "main-thread work" audit shows), what the "Other" group
// is by trace event name, and each task of 50 ms or more with the events that took its time and the
// scripts it is attributed to. Layouts and style recalculations run inside a script (a forced
// reflow) are listed with the function that asked. Times are as recorded (unthrottled: Lighthouse's
// mobile figures are these times 4x). Usage: node bench/trace-breakdown.mjs trace.json [...]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const ms = (n) => n.toFixed(1).padStart(7);
const shortUrl = (u) => (u ? u.replace(/^https?:\/\/[^/]+/, '') : '');

function walk(task, visit, depth = 0) {
  visit(task, depth);
  for (const child of task.children) walk(child, visit, depth + 1);
}

function summarise(file, trace) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const byGroup = new Map();
  const otherByName = new Map();
  const forced = [];
  for (const top of tasks.filter((t) => !t.parent))
    walk(top, (t) => {
      byGroup.set(t.group.label, (byGroup.get(t.group.label) ?? 0) + t.selfTime);
      if (t.group.id === 'other') otherByName.set(t.event.name, (otherByName.get(t.event.name) ?? 0) + t.selfTime);
      const inScript =
        t.parent &&
        [
          'FunctionCall',
          'EvaluateScript',
          'v8.evaluateModule',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'RunMicrotasks',
          'v8.callFunction',
        ].includes(t.parent.event.name);
      if (inScript && ['Layout', 'UpdateLayoutTree', 'RecalculateStyles'].includes(t.event.name) && t.duration >= 1) {
        const frame = t.event.args?.beginData?.stackTrace?.[0] ?? t.event.args?.data?.stackTrace?.[0];
        forced.push({
          at: t.startTime,
          name: t.event.name,
          duration: t.duration,
          where: frame
            ? `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber}:${frame.columnNumber}`
            : shortUrl(t.attributableURLs.at(-1)),
        });
      }
    });
  console.log(`\n== ${path.basename(file)}`);
  const total = [...byGroup.values()].reduce((a, b) => a + b, 0);
  console.log(
    `main thread ${ms(total)} ms by group: ${[...byGroup]
      .sort((a, b) => b[1] - a[1])
      .map(([g, t]) => `${g} ${t.toFixed(0)}`)
      .join(', ')}`,
  );
  console.log(
    `"Other" by event: ${[...otherByName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([n, t]) => `${n} ${t.toFixed(0)}`)
      .join(', ')}`,
  );
  console.log('tasks of 50 ms or more (start ms, duration ms: the events with the most self time; scripts):');
  for (const top of tasks.filter((t) => !t.parent && t.duration >= 50)) {
    const self = new Map();
    walk(top, (t) => self.set(t.event.name, (self.get(t.event.name) ?? 0) + t.selfTime));
    const parts = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, t]) => `${n} ${t.toFixed(0)}`);
    console.log(
      `  ${ms(top.startTime)} ${ms(top.duration)}: ${parts.join(', ')}; ${top.attributableURLs.map(shortUrl).slice(0, 3).join(' ')}`,
    );
  }
  if (forced.length) {
    console.log('style and layout inside a script (forced):');
    for (const f of forced) console.log(`  ${ms(f.at)} ${ms(f.duration)} ${f.name} from ${f.where}`);
  }
}

for (const file of process.argv.slice(2)) {
  const raw = JSON.parse(await readFile(file, 'utf8'));
  summarise(file, Array.isArray(raw) ? { traceEvents: raw } : raw);
}
