/**
 * A client for any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, llama.cpp
 * server): POST {base}/chat/completions with a Bearer key, asking for a JSON object. The answer is
 * parsed and validated by the caller's function; an unusable answer is retried a bounded number of
 * times with a note of what was wrong, then reported (never passed on). One deadline covers every
 * attempt; a refusal is reported at once.
 */
import { HttpError } from '../../../platform/errors';

export interface ChatConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxTokens: number;
  /** Further attempts after an unusable answer or a failing service (default 2). */
  retries?: number;
  /** Pause before retrying a failing service, doubled each time (default 250 ms). */
  backoffMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export const LLM_MSG = {
  unusable: 'The AI service returned an unusable answer. Please try again.',
  timeout: 'The AI service took too long to answer. Please try again.',
  refused: 'The AI service declined to write this. Try rewording your request and try again.',
  unavailable: 'The AI service is unavailable right now. Please try again in a moment.',
  rejected: 'The AI service rejected the request. Please try again later.',
} as const;

/** Thrown by a caller's validator: the answer was JSON but not the shape asked for. */
export class UnusableAnswer extends Error {}

const unusable = () => new HttpError(502, LLM_MSG.unusable);
const FIX_NOTE_CHARS = 300;

/** The JSON object in a model's text: the whole text, or a fenced block, or the outermost braces. */
export function extractJson(text: string): unknown {
  const t = text.trim();
  const fenced = t.match(/```(?:json)?\s*([\s\S]*?)```/i);
  const candidates = [t, fenced?.[1], t.slice(t.indexOf('{'), t.lastIndexOf('}') + 1)];
  for (const c of candidates) {
    if (!c) continue;
    try {
      return JSON.parse(c);
    } catch {
      /* try the next form */
    }
  }
  throw new UnusableAnswer('the answer was not valid JSON');
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/** A JSON schema for the answer (OpenAI's `response_format: json_schema`). */
export interface JsonSchema {
  name: string;
  schema: Record<string, unknown>;
}

export class ChatClient {
  /** Cleared when the endpoint refuses `response_format` (some local servers do): later calls leave it out. */
  private jsonMode = true;

  constructor(
    private readonly cfg: ChatConfig,
    private readonly log?: Log,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get url(): string {
    return `${this.cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  /** Asks for a JSON object and returns `accept(parsed)`; `accept` throws UnusableAnswer to have it asked again. */
  async json<T>(messages: ChatMessage[], accept: (value: unknown) => T, opts: { seed?: number; schema?: JsonSchema } = {}): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.cfg.timeoutMs);
    const retries = this.cfg.retries ?? 2;
    const conversation = [...messages];
    let failure: HttpError = unusable();
    let formatRetry = true;
    try {
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0 && failure.message === LLM_MSG.unavailable)
          await sleep((this.cfg.backoffMs ?? 250) * 2 ** (attempt - 1), controller.signal);
        if (controller.signal.aborted) throw new HttpError(504, LLM_MSG.timeout);
        const res = await this.post(conversation, opts.seed, controller.signal, opts.schema);
        if (res.kind === 'format-unsupported' && formatRetry) {
          formatRetry = false;
          attempt--;
          continue;
        }
        if (res.kind === 'failed') {
          failure = res.error;
          if (failure.statusCode !== 502 || failure.message !== LLM_MSG.unavailable) throw failure;
          continue;
        }
        if (res.kind !== 'answer') throw new HttpError(502, LLM_MSG.rejected);
        try {
          return accept(extractJson(res.content));
        } catch (err) {
          if (!(err instanceof UnusableAnswer) && !(err instanceof Error && err.name === 'ValidationError')) throw err;
          failure = unusable();
          this.log?.warn({ attempt, problem: (err as Error).message }, 'LLM answer unusable; asking again');
          // Asked again with the reason, once per answer (a cut-off or empty answer is simply asked again).
          if (res.content.trim()) {
            conversation.push(
              { role: 'assistant', content: res.content.slice(0, 4000) },
              {
                role: 'user',
                content: `That answer could not be used (${(err as Error).message.slice(0, FIX_NOTE_CHARS)}). Reply again with only the JSON object in the requested shape.`,
              },
            );
          }
        }
      }
      throw failure;
    } catch (err) {
      if (controller.signal.aborted && !(err instanceof HttpError && err.statusCode === 422)) throw new HttpError(504, LLM_MSG.timeout);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private async post(
    messages: ChatMessage[],
    seed: number | undefined,
    signal: AbortSignal,
    schema?: JsonSchema,
  ): Promise<{ kind: 'answer'; content: string } | { kind: 'failed'; error: HttpError } | { kind: 'format-unsupported' }> {
    const body: Record<string, unknown> = { model: this.cfg.model, messages, max_tokens: this.cfg.maxTokens, temperature: 0.8 };
    // Structured output where a schema is given (OpenAI, Ollama, vLLM accept json_schema); plain JSON mode otherwise.
    if (this.jsonMode)
      body.response_format = schema
        ? { type: 'json_schema', json_schema: { name: schema.name, strict: true, schema: schema.schema } }
        : { type: 'json_object' };
    if (seed !== undefined) body.seed = seed;
    let res: Response;
    try {
      res = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${this.cfg.apiKey}` },
        body: JSON.stringify(body),
        signal,
      });
    } catch (err) {
      if (signal.aborted) throw err;
      this.log?.warn({ err }, 'LLM endpoint unreachable');
      return { kind: 'failed', error: new HttpError(502, LLM_MSG.unavailable) };
    }
    const text = await res.text();
    if (res.status === 400 && this.jsonMode && /response_format|json_object|json_schema|json mode/i.test(text)) {
      this.jsonMode = false;
      return { kind: 'format-unsupported' };
    }
    if (res.status === 429 || res.status >= 500) {
      this.log?.warn({ status: res.status, body: text.slice(0, 300) }, 'LLM endpoint failed');
      return { kind: 'failed', error: new HttpError(502, LLM_MSG.unavailable) };
    }
    if (!res.ok) {
      // 400/401/403/404: a configuration problem (key, model name, URL), not something a retry fixes.
      this.log?.warn({ status: res.status, body: text.slice(0, 300) }, 'LLM endpoint rejected the request');
      return { kind: 'failed', error: new HttpError(502, LLM_MSG.rejected) };
    }
    let data: { choices?: { finish_reason?: string | null; message?: { content?: unknown; refusal?: unknown } }[] };
    try {
      data = JSON.parse(text);
    } catch {
      return { kind: 'answer', content: '' };
    }
    const choice = data.choices?.[0];
    const refusal = choice?.message?.refusal;
    if (choice?.finish_reason === 'content_filter' || (typeof refusal === 'string' && refusal.trim() !== '')) {
      return { kind: 'failed', error: new HttpError(422, LLM_MSG.refused) };
    }
    const content = choice?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      // Cut off before writing anything is a size problem (asked again); a plain empty answer is a refusal.
      if (choice && choice.finish_reason !== 'length') return { kind: 'failed', error: new HttpError(422, LLM_MSG.refused) };
      return { kind: 'answer', content: '' };
    }
    return { kind: 'answer', content };
  }
}
