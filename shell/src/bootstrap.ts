// Starts the shell once shared modules are negotiated, in stages of one task each (issue 15): evaluating every module
// the start needs in one task was the home page's longest task on a phone, and a phone's total blocking time counts
// each task's time over 50 ms. First what sends the page's requests (app/startShell: the contracts, the federation
// runtime, the services), then React DOM, then the design system, then the shell's components (app/mountShell).
// The stages are eager imports: webpack puts their modules in this chunk as static imports would (no extra request,
// the same start-up preloads), but evaluates each only when its import() runs.
// First: zod must know it may not compile with eval before any schema is made (see noEval).
import './noEval';
import { yieldToBrowser } from '@mekong/ui/yield';

async function start(): Promise<void> {
  const { startShell } = await import(/* webpackMode: "eager" */ './app/startShell');
  const started = startShell();
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@mekong/ui');
  await yieldToBrowser();
  const { mountShell } = await import(/* webpackMode: "eager" */ './app/mountShell');
  mountShell(started);
}

void start();
