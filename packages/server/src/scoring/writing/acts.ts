import { straightQuotes } from './text';

/**
 * What an email must *do* ("apologise for…", "suggest…", "ask…") is a communicative act, not a word to find:
 * "I'm so sorry I missed it" apologises without the word "apologise", and "How about dinner on Friday?" suggests.
 * A key point that opens with one of these verbs is covered only when the response performs the act somewhere,
 * and its remaining words are matched as content.
 */
export type Act = 'apologise' | 'suggest' | 'ask' | 'thank' | 'explainWhy' | 'invite' | 'remind' | 'complain' | 'want';

const PATTERNS: Record<Act, RegExp> = {
  apologise: /\b(sorry|apologi[sz]e|apologi[sz]ing|apologies|apology|regret|forgive me|my fault|my mistake)\b/,
  suggest:
    /\b(suggest|suggestion|how about|what about|why don't we|why not|let's|let us|could we|we could|maybe we|perhaps we|propose|recommend|shall we|we should|you could|you might|i could|i can(?!'t|not)|we can(?!'t|not)|my idea|one idea|i think (we|you|it would|it might|it could)|might help|could help|would help|would it be possible|it would be (good|great|better|nice))\b/,
  ask: /\?|\b(ask|asking|i would like you to|i'd like you to|i want you to|could you|would you|can you|will you|could i|can i|may i|whether i could|whether i can|if i could|please|i would like to know|i'd like to know|i was wondering|i wonder|let me know|request|would it be possible|would you mind|i would be grateful if|i'd be grateful if|i would appreciate|i'd appreciate)\b/,
  thank: /\b(thank|thanks|grateful|appreciate|appreciated)\b/,
  explainWhy: /\b(because|since|as|due to|owing to|so|the reason|reasons|caused by|that's why|that is why|therefore|as a result|unfortunately)\b/,
  invite: /\b(invite|invitation|would you like to|would you like|join (us|me)|come (over|round|and|to)|hope you can|you are welcome|you're welcome to|visit|could we (have|meet)|can we (have|meet)|shall we|let's meet|let us meet)\b/,
  remind: /\b(remember|remind|reminder|we met|you may recall|you might recall|i was (in|your|the)|i am the|i'm the)\b/,
  complain: /\b(unfortunately|disappointed|disappointing|not happy|unhappy|unacceptable|complain|complaint|problem|issue|faulty|broken|wrong)\b/,
  want: /\b(would like|i'd like|want|wish|request|expect|please|prefer|ask (you|for))\b/,
};

/** The verbs (and their first words) that open a key point with an act, and the act each one asks for. */
const OPENERS: [RegExp, Act][] = [
  [/^(apologi[sz]e|say sorry|express regret)\b/, 'apologise'],
  [/^(suggest|propose|recommend)\b/, 'suggest'],
  [/^(ask|request|enquire|inquire)\b/, 'ask'],
  [/^(thank|express (your )?thanks|show appreciation)\b/, 'thank'],
  [/^(explain|give (the |a )?reasons?) (why|the reason)\b/, 'explainWhy'],
  [/^(invite)\b/, 'invite'],
  [/^(remind)\b/, 'remind'],
  [/^(complain)\b/, 'complain'],
  [/^say what you (want|would like)\b/, 'want'],
];

/** The act a key point asks for, or null when it is content only ("describe the room"). */
export function actOf(keyPoint: string): Act | null {
  const lower = straightQuotes(keyPoint).toLowerCase().trim();
  return OPENERS.find(([opener]) => opener.test(lower))?.[1] ?? null;
}

/** True when the text performs the act somewhere. */
export function performs(text: string, act: Act): boolean {
  return PATTERNS[act].test(straightQuotes(text).toLowerCase());
}
