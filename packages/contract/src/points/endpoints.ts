import { defineEndpoint } from '../endpoint.ts';
import {
  pointsHistoryQuerySchema,
  pointsHistorySchema,
  pointsSummarySchema,
  referralSchema,
  surveyBodySchema,
  surveyResponseSchema,
} from './schemas.ts';

export const getPointsSummary = defineEndpoint({
  id: 'getPointsSummary',
  method: 'GET',
  path: '/api/me/points/summary',
  tag: 'points',
  auth: true,
  summary: 'Points balance, points expiring soon, the tier and the progress to the next tier',
  response: pointsSummarySchema,
});

export const getPointsHistory = defineEndpoint({
  id: 'getPointsHistory',
  method: 'GET',
  path: '/api/me/points/history',
  tag: 'points',
  auth: true,
  summary: "The signed-in shopper's points transactions, newest first (paginated)",
  query: pointsHistoryQuerySchema,
  response: pointsHistorySchema,
});

export const getReferral = defineEndpoint({
  id: 'getReferral',
  method: 'GET',
  path: '/api/me/referral',
  tag: 'points',
  auth: true,
  summary: "The shopper's referral code (100 points when a referred friend's first order is delivered)",
  response: referralSchema,
});

export const submitSurvey = defineEndpoint({
  id: 'submitSurvey',
  method: 'POST',
  path: '/api/me/survey',
  tag: 'points',
  auth: true,
  summary: 'Answer the "Tell us" feedback survey: 20 points, once',
  body: surveyBodySchema,
  response: surveyResponseSchema,
  successStatus: 201,
  errors: [{ status: 409, code: 'already_answered', description: 'The shopper has answered the survey' }],
});
