import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { ChatOpenAI, type ChatOpenAICallOptions, type ChatOpenAIFields } from "@langchain/openai";
import { withModelCallPolicy, type ModelCallPolicy } from "./providers.js";

class QaforgeChatOpenAI extends withModelCallPolicy(ChatOpenAI) {
  /** ChatOpenAI copies itself on `withConfig` (and so on `bindTools`); the copy must keep the policy. */
  override withConfig(config: Partial<ChatOpenAICallOptions>): ChatOpenAI {
    const copy = new QaforgeChatOpenAI(this.fields);
    copy.callPolicy = this.callPolicy;
    copy.defaultOptions = { ...this.defaultOptions, ...config };
    return copy;
  }
}

/** ChatOpenAI (for `openai` and `openai-compatible`) with qaforge's call policy. */
export function policedChatOpenAI(fields: ChatOpenAIFields, policy: ModelCallPolicy): BaseChatModel {
  const model = new QaforgeChatOpenAI(fields);
  model.callPolicy = policy;
  return model;
}
