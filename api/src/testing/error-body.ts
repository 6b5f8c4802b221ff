/** An error body without its `requestId` (every answer has its own): to compare what two answers say. */
export function withoutRequestId(body: Record<string, unknown>): Record<string, unknown> {
  const { requestId: _requestId, ...rest } = body;
  return rest;
}
