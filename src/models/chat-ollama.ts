import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { ChatOllama, type ChatOllamaInput } from "@langchain/ollama";
import { withModelCallPolicy, type ModelCallPolicy } from "./providers.js";

class QaforgeChatOllama extends withModelCallPolicy(ChatOllama) {}

/** ChatOllama with qaforge's call policy. */
export function policedChatOllama(fields: ChatOllamaInput, policy: ModelCallPolicy): BaseChatModel {
  const model = new QaforgeChatOllama(fields);
  model.callPolicy = policy;
  return model;
}
