import { MAX_INPUT_DEPTH } from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const invalidJson = () => new HttpError(400, 'invalid_json', 'The body is not valid JSON');

/**
 * How deeply the JSON text nests objects and arrays, counted on the text itself (no recursion, no
 * parse) and given up as soon as it passes `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * The first key that could rewrite an object's prototype once the body is copied or merged
 * (`__proto__`, or `constructor` holding `prototype`), as Fastify's own parser refuses them; walks
 * without recursion.
 */
export function prototypeKey(value: unknown): string | null {
  const pending: unknown[] = [value];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      if (key === '__proto__') return key;
      if (key === 'constructor' && typeof child === 'object' && child !== null && 'prototype' in child) {
        return 'constructor.prototype';
      }
      pending.push(child);
    }
  }
  return null;
}

/**
 * Parses JSON bodies: an empty body, bodies nested deeper than `MAX_INPUT_DEPTH` (checked on the text
 * before parsing), invalid JSON and prototype keys each answer 400 in the API's error shape with
 * their own code. Other content types are not parsed, so they answer 415.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim().length === 0) {
      done(new HttpError(400, 'invalid_json', 'The JSON body is empty'), undefined);
      return;
    }
    if (jsonDepthExceeds(text, MAX_INPUT_DEPTH)) {
      done(
        new HttpError(400, 'body_too_deep', `JSON bodies may nest objects and arrays at most ${MAX_INPUT_DEPTH} deep`),
        undefined,
      );
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(invalidJson(), undefined);
      return;
    }
    const forbidden = prototypeKey(parsed);
    if (forbidden) {
      done(
        new HttpError(400, 'forbidden_key', `The key "${forbidden}" is not accepted in a body (prototype poisoning)`),
        undefined,
      );
      return;
    }
    done(null, parsed);
  });
}
