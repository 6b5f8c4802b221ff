import openapiTS, { astToString } from 'openapi-typescript';
import { currentOpenApiDocument } from './openapi-document.js';

export interface ContractFiles {
  /** `contract/openapi.json`: the API's OpenAPI document. */
  openapi: string;
  /** `contract/src/wire.gen.ts`: the TypeScript types of every path and named schema of that document. */
  types: string;
}

const TYPES_HEADER = `/**
 * The API's wire types, generated from contract/openapi.json by \`npm run contract\` (openapi-typescript).
 * Do not edit: change the API's schemas and run \`npm run contract\` (\`npm run typecheck\` runs it too).
 */

`;

/** The contract files as the API's schemas make them now. */
export async function generateContract(): Promise<ContractFiles> {
  return contractFiles(await currentOpenApiDocument());
}

/** The contract files of an OpenAPI document (`app.swagger()`). */
export async function contractFiles(document: unknown): Promise<ContractFiles> {
  const openapi = `${JSON.stringify(document, null, 2)}\n`;
  const types = TYPES_HEADER + astToString(await openapiTS(JSON.parse(openapi) as never));
  return { openapi, types };
}
