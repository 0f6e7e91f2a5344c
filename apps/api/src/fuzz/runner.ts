// Sends generated requests for a time and checks every answer: no 5xx, every refusal in the error
// shape, every answer within the run's ceiling, and the health check still answering afterwards.
// The slowest answer is reported as a figure.
import { Agent, request as httpRequest } from 'node:http';
import { errorResponseSchema } from '@juicyin/contract';
import fc from 'fast-check';
import { type OpenApiDocument, operationsOf } from './operations.ts';
import { type FuzzRequest, type Identity, requestFor } from './requests.ts';
import type { Known } from './values.ts';

/** The long run's ceiling: an answer slower than this is a failure. */
export const ANSWER_CEILING_MS = 5_000;

export interface FuzzTarget {
  readonly baseUrl: string;
  readonly known: Known;
  /** The session cookie of a signed-in identity (made again when a request signed it out). */
  cookie(identity: Exclude<Identity, 'guest'>): string;
  renewSession(identity: Exclude<Identity, 'guest'>): Promise<void>;
}

export interface FuzzOptions {
  readonly seconds: number;
  readonly seed: number;
  /** An answer slower than this fails the run (ANSWER_CEILING_MS by default). */
  readonly answerCeilingMs?: number;
  /** Called every few seconds with the figures so far. */
  readonly onProgress?: (report: FuzzReport) => void;
}

export interface FuzzReport {
  sent: number;
  readonly byClass: Record<string, number>;
  readonly byOperation: Record<string, number>;
  failure: { readonly request: FuzzRequest; readonly problem: string } | null;
  healthAfter: number | null;
  seed: number;
  seconds: number;
  /** The slowest answer's time, in milliseconds. */
  slowestMs: number;
}

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly ms: number;
}

function send(
  agent: Agent,
  baseUrl: string,
  request: FuzzRequest,
  cookie: string | undefined,
  ceilingMs: number,
): Promise<Answer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
        timeout: ceilingMs,
      },
      (response) => {
        // A live stream (server-sent events) answered: it stays open, so its headers are the answer.
        if (response.statusCode === 200 && response.headers['content-type']?.startsWith('text/event-stream')) {
          resolve({ status: 200, text: '', ms: performance.now() - started });
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${String(ceilingMs)} ms`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** What is wrong with an answer, or null. */
export function problemWith(answer: Answer, ceilingMs = ANSWER_CEILING_MS): string | null {
  if (answer.status >= 500) return `answered ${String(answer.status)}: ${answer.text.slice(0, 300)}`;
  if (answer.ms > ceilingMs) return `answered after ${answer.ms.toFixed(0)} ms`;
  if (answer.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `answered ${String(answer.status)} with a body that is not JSON: ${answer.text.slice(0, 300)}`;
    }
    if (!errorResponseSchema.safeParse(body).success) {
      return `answered ${String(answer.status)} outside the error shape: ${answer.text.slice(0, 300)}`;
    }
  }
  return null;
}

const statusClass = (status: number) => `${String(Math.floor(status / 100))}xx`;

/** Fuzzes every operation of the document for `seconds`; the report's `failure` is the first (shrunk) failing request. */
export async function fuzz(target: FuzzTarget, document: OpenApiDocument, options: FuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(document);
  const report: FuzzReport = {
    sent: 0,
    byClass: {},
    byOperation: {},
    failure: null,
    healthAfter: null,
    seed: options.seed,
    seconds: options.seconds,
    slowestMs: 0,
  };
  const ceilingMs = options.answerCeilingMs ?? ANSWER_CEILING_MS;
  // The run's own connections, destroyed when it ends: a connection left mid-request (a body shorter
  // than its Content-Length, which the server refused early) would otherwise hold the server's close open.
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const anyRequest = fc.oneof(...operations.map((operation) => requestFor(operation, target.known)));
  let lastProgress = Date.now();
  const property = fc.asyncProperty(anyRequest, async (request) => {
    const cookie = request.identity === 'guest' ? undefined : target.cookie(request.identity);
    let answer: Answer;
    try {
      answer = await send(agent, target.baseUrl, request, cookie, ceilingMs);
    } catch (error) {
      throw new Error(`no answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    report.sent += 1;
    report.slowestMs = Math.max(report.slowestMs, answer.ms);
    const group = statusClass(answer.status);
    report.byClass[group] = (report.byClass[group] ?? 0) + 1;
    report.byOperation[request.operation] = (report.byOperation[request.operation] ?? 0) + 1;
    // A request that signed the identity out (logout, or its session otherwise ended): a new session.
    if (request.identity !== 'guest' && (answer.status === 401 || request.operation === 'logout')) {
      await target.renewSession(request.identity);
    }
    if (options.onProgress && Date.now() - lastProgress > 10_000) {
      lastProgress = Date.now();
      options.onProgress(report);
    }
    const problem = problemWith(answer, ceilingMs);
    if (problem) throw new Error(problem);
  });
  const result = await fc.check(property, {
    seed: options.seed,
    numRuns: Number.MAX_SAFE_INTEGER,
    interruptAfterTimeLimit: options.seconds * 1_000,
    markInterruptAsFailure: false,
    // Shrinking sends more requests; a minute of it is plenty to name the smallest failing one.
    skipAllAfterTimeLimit: options.seconds * 1_000 + 60_000,
  });
  if (result.failed && result.counterexample) {
    const [request] = result.counterexample;
    const message = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    report.failure = { request, problem: message };
  }
  const health = await fetch(`${target.baseUrl}/api/health`).catch(() => null);
  report.healthAfter = health?.status ?? 0;
  agent.destroy();
  return report;
}

/** The figures as one line per status class, and the failure if any. */
export function describeReport(report: FuzzReport): string {
  const classes = Object.entries(report.byClass)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, count]) => `${group} ${String(count)}`)
    .join(', ');
  const lines = [
    `${String(report.sent)} requests in ${String(report.seconds)} s (seed ${String(report.seed)}): ${classes}; ` +
      `${String(Object.keys(report.byOperation).length)} operations; slowest answer ${report.slowestMs.toFixed(0)} ms; ` +
      `health afterwards ${String(report.healthAfter)}`,
  ];
  if (report.failure) {
    const { request, problem } = report.failure;
    lines.push(`FAILED: ${problem}`, `  ${request.method} ${request.path} as ${request.identity}`);
    lines.push(`  headers ${JSON.stringify(request.headers)}`);
    if (request.body !== undefined) lines.push(`  body ${JSON.stringify(request.body.slice(0, 2_000))}`);
  }
  return lines.join('\n');
}
