// Stage `tasks` of `pnpm bench`: the main thread of a first load, read from a Chromium trace.
// Each route is opened cold (a fresh context: no cache, no service worker) RUNS times at 1× CPU and at
// 4× CPU slowdown (DevTools' Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile), traced
// from before the navigation until the network is idle and the page has had a second to settle. From the
// trace: the page renderer's main thread (`CrRendererMain` naming the page's URLs most), its top-level
// tasks (`RunTask`), the longest one, how many are over 50 ms and their blocking time (the sum of what
// each has over 50 ms, as Total Blocking Time counts it, here over the whole load), and what the longest
// task spent its time on (its direct sub-events by kind, a script by its URL). Printed per route and speed
// as the median of the runs (the longest task's breakdown from the run with the median longest task).
// Beside each task's wall time, its main-thread CPU time (the trace's thread clock): on a machine whose
// cores are all busy during a load (two cores run the browser, its renderer's workers and the server),
// a task's wall time also counts the time the thread waited for a core.
// Each trace is of the page a visitor gets: the route is asked once before (its server render kept, as
// on a live site), and a traced load that did not get the server-rendered page is counted and named.

const RUNS = 5;
const LONG_TASK_MS = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

/**
 * The page's renderer main thread: the `CrRendererMain` thread with the most events naming a URL of the
 * page's origin (Chromium's own pages, a new tab's WebUI, run in renderers of their own).
 */
function mainThreadEvents(events, origin) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const ours = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    const url = e.args?.data?.url ?? e.args?.data?.frame?.url;
    if (mains.has(key) && typeof url === 'string' && url.startsWith(origin))
      ours.set(key, (ours.get(key) ?? 0) + 1);
  }
  const [main] = [...ours].sort((a, b) => b[1] - a[1])[0] ?? [];
  return events.filter((e) => `${e.pid}:${e.tid}` === main);
}

const shortUrl = (url) => {
  if (!url) return '(no script)';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** What a task spent its time on: its direct sub-events by kind (a script by its URL), ms, largest first. */
function breakdown(thread, task) {
  const end = task.ts + task.dur;
  const inside = thread
    // the task's own wrappers (RunTask, ThreadControllerImpl::RunTask) span all of it: not a kind of work
    .filter(
      (e) =>
        e.ph === 'X' && !e.name.includes('RunTask') && e.ts >= task.ts && e.ts + e.dur <= end && e.dur > 0,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byKind = new Map();
  let coveredUntil = task.ts;
  for (const e of inside) {
    if (e.ts < coveredUntil) continue; // inside a sub-event already counted
    coveredUntil = e.ts + e.dur;
    const url = e.args?.data?.url;
    const kind = url ? shortUrl(url) : e.name;
    byKind.set(kind, (byKind.get(kind) ?? 0) + e.dur / 1000);
  }
  return [...byKind]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([url, ms]) => ({ url, ms: Math.round(ms) }));
}

/** The figures of one trace. */
export function taskFigures(traceEvents, origin) {
  const thread = mainThreadEvents(traceEvents, origin);
  const tasks = thread
    .filter((e) => e.name === 'RunTask' && e.ph === 'X')
    .map((e) => ({ ...e, ms: e.dur / 1000 }));
  const longest = tasks.reduce((a, b) => (b.ms > (a?.ms ?? -1) ? b : a), null);
  const long = tasks.filter((t) => t.ms > LONG_TASK_MS);
  const cpuMs = (t) => (typeof t.tdur === 'number' ? t.tdur / 1000 : t.ms);
  return {
    longestMs: longest ? Math.round(longest.ms) : null,
    longestCpuMs: tasks.length > 0 ? Math.round(Math.max(...tasks.map(cpuMs))) : null,
    longTasks: long.length,
    blockingMs: Math.round(long.reduce((sum, t) => sum + t.ms - LONG_TASK_MS, 0)),
    longestSpentOn: longest ? breakdown(thread, longest) : [],
  };
}

async function traceOnce(browser, url, slowdown) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const buffer = await browser.stopTracing();
    const serverRendered = ((await response?.text()) ?? '').includes('id="quiz-ssr"');
    return {
      ...taskFigures(JSON.parse(buffer.toString('utf8')).traceEvents ?? [], new URL(url).origin),
      serverRendered,
    };
  } finally {
    await context.close();
  }
}

/**
 * Asks for the page as a visitor's browser would, until it comes server-rendered (its render kept by the
 * server, fresh or being replaced): a render of its own on the first visit after a start, or one over the
 * server's time budget on a machine this busy, would give the page rendered in the browser instead.
 */
async function warmPage(url) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const html = await fetch(url, { headers: { accept: 'text/html' } }).then((r) => r.text());
    if (html.includes('id="quiz-ssr"')) return;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {(message: string) => void} log
 */
export async function tasksStage(browser, baseUrl, paths, log) {
  const rows = [];
  for (const route of paths) {
    for (const slowdown of [1, 4]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        log(`main-thread tasks ${route} at ${slowdown}× (run ${i + 1}/${RUNS})…`);
        await warmPage(`${baseUrl}${route}`);
        runs.push(await traceOnce(browser, `${baseUrl}${route}`, slowdown));
      }
      const longest = median(runs.map((r) => r.longestMs ?? 0));
      const typical = runs.find((r) => r.longestMs === longest) ?? runs[0];
      rows.push({
        route,
        slowdown,
        runs: runs.length,
        longestMs: longest,
        longestCpuMs: median(runs.map((r) => r.longestCpuMs ?? 0)),
        notServerRendered: runs.filter((r) => !r.serverRendered).length,
        longTasks: median(runs.map((r) => r.longTasks)),
        blockingMs: median(runs.map((r) => r.blockingMs)),
        longestSpentOn: typical.longestSpentOn,
        all: runs,
      });
    }
  }
  return rows;
}

export function printTasks(rows, { bold }) {
  const header = [
    'route',
    'CPU',
    'longest task',
    'most CPU in one task',
    `tasks > ${LONG_TASK_MS} ms`,
    'blocking',
    'longest task spent on',
  ];
  const body = rows.map((r) => [
    r.route,
    `${r.slowdown}×`,
    `${r.longestMs} ms`,
    `${r.longestCpuMs} ms`,
    String(r.longTasks),
    `${r.blockingMs} ms`,
    r.longestSpentOn.map((s) => `${s.url} ${s.ms} ms`).join(', ') || '–',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  process.stdout.write(`\n${bold(line(header))}\n`);
  for (const row of body) process.stdout.write(`${line(row)}\n`);
  process.stdout.write(
    `main thread of a cold load (Chromium trace, RunTask), median of ${RUNS} runs; blocking = the sum over ${LONG_TASK_MS} ms; most CPU = the most main-thread CPU time (the thread clock) of one task\n`,
  );
  const fallbacks = rows.filter((r) => r.notServerRendered > 0);
  for (const r of fallbacks)
    process.stdout.write(
      `${r.route} at ${r.slowdown}×: ${r.notServerRendered} of ${r.runs} loads got the page rendered in the browser\n`,
    );
}
