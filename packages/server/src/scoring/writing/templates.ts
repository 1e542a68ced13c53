import { straightQuotes, type Span } from './text';

/**
 * Memorised templates: the stock sentences learners bring to every essay and email ("This is a controversial issue
 * that has sparked a heated debate", "I would be grateful if you could look into this matter"). A sentence counts
 * as template when it carries one of these markers and almost none of the topic's words; the content of a
 * response is judged without such sentences, and their words do not count towards vocabulary or range.
 */
const MARKERS: RegExp[] = [
  /\bcontroversial (issue|topic|subject|question)\b/,
  /\bsparked (a |an )?(heated |intense |lively |great )?(debate|discussion|controversy)\b/,
  /\b(heated|ongoing|intense) debate\b/,
  /\bthere are (several|many|a number of|various|numerous) (reasons|factors|arguments|advantages|benefits|points)\b/,
  /\bboth (sides|views|perspectives|arguments)( of the argument)? (have|has) (their |its )?(own )?(merits|advantages|strengths|points)\b/,
  /\b(has|have) (both )?(its|their) (own )?(merits|advantages and disadvantages|pros and cons)\b/,
  /\bin this essay,? (i|we) (will|shall|would like to)\b/,
  /\btaking (everything|all (of )?(these|the above|this)( factors| points)?) into (account|consideration)\b/,
  /\bit is (undeniable|widely (believed|accepted|acknowledged)|often (argued|said)|generally (agreed|accepted)) that\b/,
  /\b(in|to) (conclusion|sum up|summarise|summarize),? (both|there|it|i|this|the)\b/,
  /\bfrom my (point of view|perspective|standpoint)\b/,
  /\bplays? (a|an) (vital|crucial|significant|pivotal|key|important) role in (our|modern|today's|the) (lives|society|world)\b/,
  /\b(an|a) (important|significant|crucial|hot) (issue|topic) in (today's|modern|the modern|contemporary) (society|world)\b/,
  /\bwith the (rapid )?(development|advancement|growth) of (society|technology|the economy)\b/,
  /\bnowadays,? (more and more|many|a lot of) people\b/,
  /\bpeople (have|hold) (different|differing|various|mixed) (opinions|views|attitudes)\b/,
  /\b(this|the) (matter|issue|situation) (is|has been) (very )?(important|serious|significant) (to|for) me\b/,
  /\bi am writing (to you )?(regarding|about|in relation to|with regard to|concerning) (the|this|a) (matter|issue|situation)\b/,
  /\bi would (be (very )?grateful|appreciate it) if you could (look into|consider|address|deal with) (this|the) (matter|issue|situation)\b/,
  /\bi (hope|trust) (that )?(this|the) (matter|issue|situation) (can|will) be (resolved|addressed|dealt with)\b/,
  /\bthis (essay|email|letter) (will|aims to) (discuss|explain|examine|explore)\b/,
  /\b(all|everything) (things )?considered\b/,
  /\bthe (advantages|benefits) (outweigh|far outweigh) the (disadvantages|drawbacks)\b/,
];

/** A template sentence may name the topic once ("…debate about school uniforms"); more topic words make it the learner's own. */
const MAX_TOPIC_WORDS = 1;

export interface TemplateResult {
  /** Share of the response's words in template sentences (0–1). */
  share: number;
  /** The response without its template sentences. */
  rest: string;
}

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []).length;

/**
 * Finds the template sentences of a response. `topicWords` counts the words of a sentence that belong to the topic
 * (the prompt, its key points and model answer).
 */
export function findTemplates(text: string, sentences: Span[], topicWords: (sentence: string) => number): TemplateResult {
  const total = wordCount(text);
  if (total === 0) return { share: 0, rest: text };
  let templated = 0;
  const kept: string[] = [];
  for (const span of sentences) {
    const sentence = text.slice(span.start, span.end);
    const lower = straightQuotes(sentence).toLowerCase();
    if (MARKERS.some((marker) => marker.test(lower)) && topicWords(sentence) <= MAX_TOPIC_WORDS) templated += wordCount(sentence);
    else kept.push(sentence);
  }
  return templated === 0 ? { share: 0, rest: text } : { share: templated / total, rest: kept.join(' ') };
}
