/**
 * AWS clients, created once per container and only when first used, each traced by the
 * Powertools tracer (X-Ray subsegments per call). Endpoints come from the SDK's standard
 * AWS_ENDPOINT_URL_<SERVICE> variables, which the local stack sets to its stand-ins.
 *
 * One module per client, re-exported here: the functions package has no import side effects
 * (package.json `sideEffects: false`), so a bundle keeps only the client modules it calls and
 * the runtime loads only their SDK packages at cold start (each is ~50 ms to import).
 */
export { cognitoClient } from './aws/cognito.js';
export { documentClient } from './aws/dynamodb.js';
export { s3Client } from './aws/s3.js';
export { sesClient } from './aws/ses.js';
export { snsClient } from './aws/sns.js';
