import { ZErrorBody } from '@portal/domain/errors/error-body';
import type { HostileRequest } from './hostile-request';

const isMessage = (value: unknown) => typeof value === 'string' && value.trim() !== '';

interface TrpcAnswer {
  result?: unknown;
  error?: { message?: unknown; data?: { httpStatus?: unknown } };
}

function trpcAnswerProblem(answer: TrpcAnswer | undefined, at: string): string | undefined {
  if (!answer || typeof answer !== 'object') return `${at}: not a tRPC answer`;
  if ('result' in answer) return undefined;
  if (!answer.error || !isMessage(answer.error.message)) return `${at}: a tRPC error without a message`;
  const status = answer.error.data?.httpStatus;
  if (typeof status === 'number' && status >= 500) return `${at}: a tRPC error with status ${status}`;
  return undefined;
}

/**
 * What is wrong with an answer, or undefined: a 5xx; a refusal that is not JSON or has no
 * message (REST: the Error body {code, message}, checked here too because Fastify can answer
 * outside the hooks through which the test server checks the document; tRPC: {error: {message}}, one per call of a
 * batch); a call of a batch that failed with a 5xx inside a 2xx/207 answer.
 */
export function answerProblem(request: HostileRequest, status: number, text: string): string | undefined {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (status < 400 && request.transport === 'rest') return undefined;
  if (status < 400 && text === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return status >= 400 ? `status ${status} without a JSON body: ${text.slice(0, 200)}` : undefined;
  }
  if (request.transport === 'rest') {
    const parsed = ZErrorBody.safeParse(body);
    return parsed.success && isMessage(parsed.data.message) ? undefined : `status ${status}: not the Error body {code, message}: ${text.slice(0, 200)}`;
  }
  if (Array.isArray(body)) {
    const problems = body.map((answer, i) => trpcAnswerProblem(answer as TrpcAnswer, `call ${i}`)).filter(Boolean);
    return problems.length ? `status ${status}: ${problems.join('; ')}` : undefined;
  }
  const problem = status >= 400 ? trpcAnswerProblem(body as TrpcAnswer, 'answer') : undefined;
  return problem ? `status ${status}: ${problem}: ${text.slice(0, 200)}` : undefined;
}
