import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../area.ts';

/** What the staff area's routes get: the app's dependencies they use, and how to tell the live streams. */
export type StaffDeps = Pick<
  AppDeps,
  'db' | 'resolve' | 'catalogue' | 'cache' | 'mailer' | 'clock' | 'shopUrl' | 'orderEvents' | 'mapTiles'
> & {
  /** Tells the live streams after a commit; a failure is logged, never the request's. */
  readonly published: (request: FastifyRequest) => void;
};
