import { Type } from 'typebox';

/** A 200 whose body is a file of one of `mediaTypes` (a PDF, an image), documented with those media types. */
export function fileResponse(description: string, ...mediaTypes: string[]) {
  const schema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])) };
}

/** A 200 whose body is text of `mediaType` (a calendar invite, an SVG), documented with that media type. */
export function textResponse(description: string, mediaType: string) {
  return { description, content: { [mediaType]: { schema: Type.String() } } };
}

/** An answer without a body (304 Not Modified, 204 No Content). */
export function emptyResponse(description: string) {
  return { description };
}
