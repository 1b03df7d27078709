/**
 * AI generation (issue 6): one port (port.ts), two adapters. The built-in engine is rule-based
 * (no network, no model) and the default; with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL set, an
 * OpenAI-compatible chat endpoint writes instead (decision 010).
 */
import type { Config } from '../../config';
import { builtInGenerator } from './built-in';
import { llmGenerator } from './llm';
import type { Generator } from './port';

interface Log {
  warn(obj: object, msg: string): void;
}

export function createGenerator(config: Config, log?: Log): Generator {
  if (!config.llmEnabled) return builtInGenerator();
  return llmGenerator(
    {
      baseUrl: config.LLM_BASE_URL!,
      apiKey: config.LLM_API_KEY!,
      model: config.LLM_MODEL!,
      timeoutMs: config.LLM_TIMEOUT_MS,
      maxTokens: config.LLM_MAX_TOKENS,
    },
    log,
  );
}
