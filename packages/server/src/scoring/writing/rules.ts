import type { GrammarIssue } from './grammar';
import type { Term } from './language';
import type { Token } from './text';
import type { WordNet } from './wordnet';

/** What the built-in rules know about each token besides its text. */
export interface RuleContext {
  tokens: Token[];
  /** compromise's tags per token index (empty when compromise did not see the token). */
  tags: ReadonlySet<string>[];
  wordnet: WordNet;
  /** Emails end with a name, not a full stop. */
  expectFinalStop: boolean;
}

const words = (list: string) => new Set(list.split(' '));

const MODALS = words('can could will would shall should may might must');
const SUBJECT_BOUNDARY = words(
  'that which who because but so while whilst although though when whenever if since as whereas where once unless until before after why how yet whether',
);
const PREPOSITIONS = words(
  'of in on at for with by from about among amongst between to into onto than like under over through during without within across against towards toward upon per via including regarding despite beyond behind around near',
);
const DETERMINERS = words(
  'the a an this that these those my our their his her its your some many most several all both few such any no other each every another certain various numerous more fewer less much little enough one two three four five six seven eight nine ten',
);
const SINGULAR_DETERMINERS = words('a an this that each every another one its his her my our their your the no either neither');
/** Verbs whose object is often a clause without "that": "I think technology have…", "others believe roads is…". */
const CLAUSE_VERBS = words(
  'think thinks thought believe believes believed say says said argue argues argued claim claims claimed feel feels felt know knows knew agree agrees agreed assume assumes assumed',
);
/** Words before a subject that make the verb non-finite or inverted: "let it go", "does it have". */
const GOVERNORS = words(
  'let lets make makes made making help helps helped helping see sees saw watch watches hear hears heard have has had do does did will would can could should may might must shall to not why',
);
/** After "important that…", "suggest that…" English uses the subjunctive base form. */
const SUBJUNCTIVE_TRIGGERS = words(
  'important essential vital necessary crucial imperative recommend recommends recommended suggest suggests suggested insist insists insisted demand demands demanded propose proposes proposed require requires required request requests requested urge urges urged advise advises advised ask asks asked',
);
/** Nouns British English (and often American) uses with plural verbs, or that look singular but are not. */
const AGREEMENT_EXEMPT = words(
  'data media people police staff team government family committee public audience class crowd group jury majority minority personnel cattle clergy youth elderly rich poor young number couple pair variety range lot percent half rest remainder none kind sort type series species means council board management army company',
);
const PRONOUNS = words(
  'i you he she it we they me him her us them this that these those who whom which what there here someone everyone anyone nobody everybody somebody anybody nothing something everything anything one',
);
const IRREGULAR_PLURALS = words('people children men women feet teeth mice geese criteria phenomena bacteria');
/** Nouns ending in -s that are always singular: "the news was", "physics is". */
const SINGULAR_IN_S = words('news physics mathematics economics athletics measles');
/** Past forms that are also the base form of some verb: "the committee found", "the price fell". */
const PAST_LOOKALIKES = words(
  'put cut set read hit let spread cost hurt quit shut split beat bet cast broadcast forecast upset burst thrust bid rid shed fit found saw felt fell wound ground lay bound rose bore lit wove dove spat smelt ran came became overcame',
);
const STRONG_BASE = new Map([
  ['have', 'has'], ['are', 'is'], ['were', 'was'], ['do', 'does'], ["don't", "doesn't"], ["aren't", "isn't"], ["weren't", "wasn't"], ["haven't", "hasn't"],
]);
const STRONG_THIRD = new Map([
  ['is', 'are'], ['was', 'were'], ['has', 'have'], ['does', 'do'], ["doesn't", "don't"], ["isn't", "aren't"], ["wasn't", "weren't"], ["hasn't", "haven't"],
]);
/** Words that begin what follows a verb; after them an -s word is a verb, not part of a compound noun. */
const FOLLOWS_VERB = words(
  'that the a an this these those it them their his her its our my your us him me some many much more no how what why whether to on in for from with about not also up out down into through both all every each any significant several',
);
const ADVERBS_BETWEEN = words('not also still never always only even often usually really further just already rarely generally clearly');

/** Words WordNet lists as nouns that stand after a subject as adverbs: "people today spend", "some now carry". */
const NOT_SUBJECTS = words('today now tonight tomorrow yesterday nowadays here there home together alone instead');

/** Adverbs that may stand between a subject and its verb: "he usually finishes", "our professor always explains". */
const MID_ADVERBS = words('usually always often never sometimes rarely seldom also still generally normally frequently regularly hardly really just already even only');

/** Index of the verb after the subject ending at `index`, past up to two mid-position adverbs. */
function verbAfter(tokens: Token[], index: number): number {
  let at = index + 1;
  while (at < index + 3 && at < tokens.length && MID_ADVERBS.has(plainWord(tokens[at]) ?? '') && !tokens[at].clauseEnd && !tokens[at - 1].clauseEnd) at += 1;
  return at;
}

function issue(token: Token, severity: GrammarIssue['severity'], category: string, message: string, suggestion: string | null): GrammarIssue {
  return { severity, category, message, start: token.coreStart, end: token.coreEnd, suggestion, source: 'rules' };
}

function plainWord(token: Token | undefined): string | null {
  if (!token || !token.core || !/^[a-z][a-z'-]*$/.test(token.lower)) return null;
  return token.lower;
}

function singularCandidates(word: string): string[] {
  const candidates = [word.slice(0, -1)];
  if (word.endsWith('es')) candidates.push(word.slice(0, -2));
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) candidates.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  return candidates.filter((candidate) => candidate.length >= 2);
}

const looksInflectedS = (word: string) => word.length > 3 && word.endsWith('s') && !/(ss|us|is|'s)$/.test(word);

function isPluralNoun(word: string, wordnet: WordNet): boolean {
  if (IRREGULAR_PLURALS.has(word)) return true;
  if (SINGULAR_IN_S.has(word)) return false;
  // "physics", "economics": singular nouns ending in -s; WordNet also lists plurals such as "roads" as lemmas.
  if (!looksInflectedS(word) || AGREEMENT_EXEMPT.has(word) || word.endsWith('ics')) return false;
  return singularCandidates(word).some((candidate) => wordnet.isNoun(candidate));
}

/** The base form when `word` is a third-person singular present verb ("shows" → "show"), else null. */
function thirdPersonBase(word: string, wordnet: WordNet): string | null {
  const strong = STRONG_THIRD.get(word);
  if (strong) return strong;
  if (!looksInflectedS(word) || wordnet.isVerb(word)) return null;
  return singularCandidates(word).find((candidate) => wordnet.isVerb(candidate)) ?? null;
}

function thirdPersonOf(base: string): string {
  const strong = STRONG_BASE.get(base);
  if (strong) return strong;
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** A present-tense base verb that cannot be anything else here (not a modal, past form or adjective). */
function isBaseVerb(word: string, tags: ReadonlySet<string>, wordnet: WordNet): boolean {
  if (STRONG_BASE.has(word)) return true;
  if (MODALS.has(word) || PAST_LOOKALIKES.has(word) || word.endsWith('ed') && !wordnet.isVerb(word)) return false;
  if (tags.has('PastTense') || tags.has('Gerund') || tags.has('Adjective')) return false;
  return wordnet.isVerb(word) && !wordnet.isAdjective(word) && !wordnet.isAdverb(word);
}

const NOT_NOMINAL_TAGS = ['Verb', 'Modal', 'Auxiliary', 'Adverb', 'Preposition', 'Conjunction', 'Pronoun', 'QuestionWord'];

function isModifier(token: Token, tags: ReadonlySet<string>, wordnet: WordNet): boolean {
  const word = plainWord(token);
  if (!word || token.clauseEnd || MODALS.has(word) || PRONOUNS.has(word) && !DETERMINERS.has(word)) return false;
  if (NOT_NOMINAL_TAGS.some((tag) => tags.has(tag)) && !tags.has('Noun') && !tags.has('Adjective')) return false;
  if (SUBJECT_BOUNDARY.has(word) || PREPOSITIONS.has(word) || GOVERNORS.has(word) || word === 'and' || word === 'or') return false;
  if (DETERMINERS.has(word) || /^\d/.test(token.core)) return true;
  if (tags.has('Adjective') || tags.has('Superlative') || tags.has('Comparative')) return true;
  return wordnet.isAdjective(word) || wordnet.isNoun(word) || /(ly|ing|ed)$/.test(word);
}

interface SubjectPhrase {
  /** Index of the first token of the noun phrase. */
  first: number;
  hasSingularDeterminer: boolean;
}

/**
 * The noun phrase ending at `head` when it begins a clause (sentence start, after a comma, or after
 * that/which/because…); null when it is the object of a preposition or of a verb ("the number of
 * students", "helps each student").
 */
function clauseSubject(context: RuleContext, head: number): SubjectPhrase | null {
  const { tokens, tags, wordnet } = context;
  let first = head;
  while (first > 0 && head - first < 4 && !tokens[first].sentenceStart && isModifier(tokens[first - 1], tags[first - 1], wordnet)) first -= 1;
  const boundary = tokens[first - 1];
  const hasSingularDeterminer = tokens.slice(first, head).some((token) => SINGULAR_DETERMINERS.has(token.lower));
  if (tokens[first].sentenceStart || !boundary || boundary.clauseEnd) return { first, hasSingularDeterminer };
  const word = plainWord(boundary);
  if (!word || !(SUBJECT_BOUNDARY.has(word) || CLAUSE_VERBS.has(word))) return null;
  // "such as wind power", "as well as trade": a list or comparison, not a clause.
  if (word === 'as' && ['such', 'well', 'as'].includes(plainWord(tokens[first - 2]) ?? '')) return null;
  if (word === 'that' && SUBJUNCTIVE_TRIGGERS.has(plainWord(tokens[first - 2]) ?? '')) return null;
  return { first, hasSingularDeterminer };
}

function nextWord(tokens: Token[], index: number): string | null {
  return tokens[index].clauseEnd ? null : plainWord(tokens[index + 1]);
}

/** "The results shows", "Developed countries has": a plural subject with a singular verb. */
function pluralSubjectSingularVerb(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const noun = plainWord(token);
    const verbAt = verbAfter(tokens, index);
    const verbToken = tokens[verbAt];
    const verb = plainWord(verbToken);
    if (!noun || !verb || token.clauseEnd || token.raw.includes("'") || /^\p{Lu}/u.test(token.core) && !token.sentenceStart) return;
    // Words newer than WordNet ("smartphones", "laptops") are plural nouns when the singular is one or compromise says so.
    const unknownPlural = looksInflectedS(noun) && !wordnet.isNoun(noun) && !wordnet.isVerb(noun) && !AGREEMENT_EXEMPT.has(noun) && !noun.endsWith('ics');
    const taggedPlural = unknownPlural
      && (tags[index].has('Plural') && tags[index].has('Noun') || token.sentenceStart || DETERMINERS.has(plainWord(tokens[index - 1]) ?? ''));
    if (!isPluralNoun(noun, wordnet) && !taggedPlural) return;
    // "Ten kilometres is too far", "Two hours was enough": an amount is one thing.
    const amount = plainWord(tokens[index - 1]);
    if ((verb === 'is' || verb === 'was') && (/^\d/.test(tokens[index - 1]?.core ?? '') || amount && QUANTIFIERS.has(amount) && !['many', 'several', 'few', 'numerous', 'various', 'countless', 'multiple'].includes(amount))) return;
    const base = thirdPersonBase(verb, wordnet);
    if (!base) return;
    const ambiguous = !STRONG_THIRD.has(verb) && singularCandidates(verb).some((candidate) => wordnet.isNoun(candidate));
    if (ambiguous) {
      const after = nextWord(tokens, verbAt);
      if (after !== null && !FOLLOWS_VERB.has(after) && !after.endsWith('ly')) return;
    }
    if (!clauseSubject(context, index)) return;
    found.push(issue(verbToken, 'CRITICAL', 'Agreement', `"${token.core}" is plural, so the verb should be "${base}", not "${verbToken.core}".`, base));
  });
}

/** "Technology have changed", "The research show that": a singular subject with a plural verb. */
function singularSubjectPluralVerb(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const noun = plainWord(token);
    const verbAt = verbAfter(tokens, index);
    const verbToken = tokens[verbAt];
    const verb = plainWord(verbToken);
    if (!noun || !verb || token.clauseEnd || token.raw.includes("'") || /^\p{Lu}/u.test(token.core) && !token.sentenceStart) return;
    if (noun.endsWith('s') || IRREGULAR_PLURALS.has(noun) || AGREEMENT_EXEMPT.has(noun) || DETERMINERS.has(noun) || MODALS.has(noun) || PRONOUNS.has(noun)) return;
    if (!wordnet.isNoun(noun) || NOT_SUBJECTS.has(noun) || tags[index].has('Adverb') && !tags[index].has('Noun')) return;
    if (tags[index].has('Plural') || tags[index].has('Adjective') && !tags[index].has('Noun')) return;
    if (noun.endsWith('ing') && !SINGULAR_DETERMINERS.has(plainWord(tokens[index - 1]) ?? '')) return;
    if (!isBaseVerb(verb, tags[verbAt], wordnet)) return;
    const subject = clauseSubject(context, index);
    if (!subject) return;
    // compromise often reads "public transport have" as a verb; a determiner or adjective before it settles it.
    if (subject.first === index && NOT_NOMINAL_TAGS.some((tag) => tags[index].has(tag)) && !tags[index].has('Noun')) return;
    const strong = STRONG_BASE.has(verb);
    if (verb === 'were' && ['if', 'wish', 'though'].includes(plainWord(tokens[subject.first - 1]) ?? '')) return;
    if (!strong) {
      if (wordnet.isVerb(noun) && !subject.hasSingularDeterminer && subject.first === index) return;
      const after = nextWord(tokens, verbAt);
      const verbIsNounToo = wordnet.isNoun(verb);
      // "Public transport help people": a plural noun or a person after it makes the noun-or-verb a verb.
      const objectAfter = after !== null
        && (FOLLOWS_VERB.has(after) || (isPluralNoun(after, wordnet) && !tags[verbAt].has('Noun') && !tags[verbAt + 1]?.has('Verb')));
      // compromise reading it as a verb and nothing else settles it ("my cousin teach chemistry").
      const taggedVerb = tags[verbAt].has('Verb') && !tags[verbAt].has('Noun') && subject.first < index && tags[index].has('Noun') && !tags[index].has('Verb')
        && after !== null && after !== 'and' && after !== 'or';
      if (verbIsNounToo && !objectAfter && !taggedVerb && verbAt === index + 1) return;
    }
    const fixed = thirdPersonOf(verb);
    found.push(issue(verbToken, 'CRITICAL', 'Agreement', `"${token.core}" is singular, so the verb should be "${fixed}", not "${verbToken.core}".`, fixed));
  });
}

/** Heads after which the verb agrees with the noun of the "of" phrase: "a number of students have", "most of them are". */
const OF_PHRASE_HEADS = words('most some all none any half part rest majority minority lot couple variety range percent per cent plenty bulk proportion share');

/**
 * The head noun of a subject followed by prepositional phrases, and the verb after them: "The results of the survey
 * shows", "Each of the schools have", "The price of houses in the capital are". Returns null when the tokens from
 * `first` are not [determiners/adjectives] NOUN (PREP [determiners/adjectives] NOUN){1,2} VERB.
 */
function subjectAcrossPhrases(context: RuleContext, first: number): { head: number; lastNoun: number; verb: number } | null {
  const { tokens, tags, wordnet } = context;
  const isPreposition = (at: number) => PREPOSITIONS.has(plainWord(tokens[at]) ?? '');
  const nominal = (at: number) => {
    if (at >= tokens.length || isPreposition(at)) return false;
    const word = plainWord(tokens[at]);
    return isModifier(tokens[at], tags[at], wordnet) || (word !== null && !tags[at].has('Verb') && (tags[at].has('Noun') || isPluralNoun(word, wordnet)));
  };
  /** The last token of a noun phrase starting at `start` (at most four words), or -1. */
  const phraseEnd = (start: number) => {
    if (!nominal(start)) return -1;
    let end = start;
    while (end - start < 3 && !tokens[end].clauseEnd && nominal(end + 1)) end += 1;
    return end;
  };
  const head = phraseEnd(first);
  const headWord = head >= 0 ? plainWord(tokens[head]) : null;
  if (!headWord || tokens[head].clauseEnd) return null;
  if (!(tags[head].has('Noun') || wordnet.isNoun(headWord) || isPluralNoun(headWord, wordnet) || ['each', 'one', 'neither', 'either'].includes(headWord))) return null;
  let index = head + 1;
  let phrases = 0;
  let lastNoun = head;
  while (phrases < 2 && index < tokens.length && isPreposition(index) && !tokens[index].clauseEnd) {
    const end = phraseEnd(index + 1);
    const noun = end >= 0 ? plainWord(tokens[end]) : null;
    if (!noun || !(tags[end].has('Noun') || wordnet.isNoun(noun) || isPluralNoun(noun, wordnet) || PRONOUNS.has(noun)) || tokens[end].clauseEnd) return null;
    lastNoun = end;
    index = end + 1;
    phrases += 1;
  }
  if (phrases === 0 || !plainWord(tokens[index])) return null;
  return { head, lastNoun, verb: index };
}

/** Agreement with a subject whose head is followed by prepositional phrases: the verb agrees with the head. */
function agreementAcrossPhrases(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, first) => {
    const starts = token.sentenceStart || (first > 0 && (tokens[first - 1].clauseEnd || SUBJECT_BOUNDARY.has(plainWord(tokens[first - 1]) ?? '')));
    if (!starts) return;
    const found_ = subjectAcrossPhrases(context, first);
    if (!found_) return;
    const headWord = plainWord(tokens[found_.head])!;
    // "Two of the seats", "the first of them": a number or determiner heads nothing to agree with here.
    if (DETERMINERS.has(headWord) && !['each', 'one', 'neither', 'either'].includes(headWord)) return;
    if (NUMBER_WORDS.has(headWord) || /^\d/.test(tokens[found_.head].core)) return;
    const verbToken = tokens[found_.verb];
    const verb = plainWord(verbToken)!;
    const determiner = plainWord(tokens[found_.head - 1]);
    if (OF_PHRASE_HEADS.has(headWord) || AGREEMENT_EXEMPT.has(headWord) && headWord !== 'number' || (headWord === 'number' && determiner === 'a')) return;
    if (isPluralNoun(headWord, wordnet)) {
      const base = STRONG_THIRD.get(verb) ?? (tags[found_.verb].has('PresentTense') ? thirdPersonBase(verb, wordnet) : null);
      if (base) found.push(issue(verbToken, 'CRITICAL', 'Agreement', `"${tokens[found_.head].core}" is plural, so the verb should be "${base}", not "${verbToken.core}".`, base));
      return;
    }
    if (headWord.endsWith('s') && headWord !== 'news') return;
    const strong = STRONG_BASE.has(verb);
    // A verb that is also a noun ("cause", "help") only when what follows reads as its object.
    // And only after a phrase that surely ended in a noun: "investment in public transport also…" is still the phrase.
    const objectFollows = FOLLOWS_VERB.has(nextWord(tokens, found_.verb) ?? '') && tags[found_.lastNoun].has('Noun') && !tags[found_.lastNoun].has('Adjective');
    // "The equipment in the laboratory need to be replaced": a verb before "to" and a verb, however it was tagged.
    const infinitiveFollows = nextWord(tokens, found_.verb) === 'to' && !tokens[found_.verb + 1].clauseEnd && tags[found_.verb + 2]?.has('Infinitive') === true
      && ['need', 'want', 'have', 'seem', 'appear', 'tend', 'continue', 'fail', 'help', 'hope', 'plan', 'try'].includes(verb);
    const base = strong || ((tags[found_.verb].has('PresentTense') || infinitiveFollows) && isBaseVerb(verb, tags[found_.verb], wordnet)
      && (!wordnet.isNoun(verb) || objectFollows || infinitiveFollows));
    if (!base) return;
    const fixed = thirdPersonOf(verb);
    found.push(issue(verbToken, 'CRITICAL', 'Agreement', `"${tokens[found_.head].core}" is singular, so the verb should be "${fixed}", not "${verbToken.core}".`, fixed));
  });
}

/** "Students who lives", "a city which have": the verb of a relative clause agrees with the noun it describes. */
function relativeClauseAgreement(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const noun = plainWord(token);
    const relative = plainWord(tokens[index + 1]);
    const verbAt = verbAfter(tokens, index + 1);
    const verbToken = tokens[verbAt];
    const verb = plainWord(verbToken);
    // "the hospital, which treats…" (a comma before which/who is fine); "that" only right after a noun and before a verb.
    const commaOnly = token.clauseEnd && /,$/.test(token.raw);
    if (!noun || !verb || (token.clauseEnd && !commaOnly) || tokens[index + 1].clauseEnd || !(relative === 'who' || relative === 'which' || relative === 'that' && !commaOnly)) return;
    if ((AGREEMENT_EXEMPT.has(noun) && !IRREGULAR_PLURALS.has(noun)) || PRONOUNS.has(noun) || DETERMINERS.has(noun) || NOT_SUBJECTS.has(noun)) return;
    // "so many problems that…", "the fact that…": after these "that" starts a clause with its own subject.
    if (relative === 'that' && (CLAUSE_VERBS.has(noun) || SUBJUNCTIVE_TRIGGERS.has(noun) || ['fact', 'idea', 'belief', 'claim', 'view', 'hope', 'sign', 'evidence', 'so', 'such'].includes(noun))) return;
    const unknownPlural = looksInflectedS(noun) && !noun.endsWith('ics') && !wordnet.isNoun(noun) && !wordnet.isVerb(noun) && tags[index].has('Noun');
    if (isPluralNoun(noun, wordnet) || unknownPlural) {
      // After a comma "which" often stands for the whole clause ("…, which means"); "that" belongs to the last noun
      // only when that noun begins the clause ("Laptops that weigh…"), not after "suitable for all ages that…".
      if (commaOnly || relative === 'that' && !clauseSubject(context, index)) return;
      const base = STRONG_THIRD.get(verb) ?? (tags[verbAt].has('PresentTense') ? thirdPersonBase(verb, wordnet) : null);
      if (base) found.push(issue(verbToken, 'CRITICAL', 'Agreement', `"${token.core}" is plural, so the verb should be "${base}", not "${verbToken.core}".`, base));
      return;
    }
    if (noun.endsWith('s') || !(wordnet.isNoun(noun) || tags[index].has('Noun'))) return;
    // A base verb after a singular noun: always wrong for be/have/do; for others when what follows reads as its object.
    const after = nextWord(tokens, verbAt);
    const objectFollows = after !== null && (FOLLOWS_VERB.has(after) || isPluralNoun(after, wordnet) || /^\d/.test(tokens[verbAt + 1]?.core ?? ''));
    const plainBase = isBaseVerb(verb, tags[verbAt], wordnet) && tags[verbAt].has('Verb') && (!wordnet.isNoun(verb) || objectFollows);
    if (!STRONG_BASE.has(verb) && !plainBase) return;
    const fixed = thirdPersonOf(verb);
    found.push(issue(verbToken, 'CRITICAL', 'Agreement', `"${token.core}" is singular, so the verb should be "${fixed}", not "${verbToken.core}".`, fixed));
  });
}

/** The end of a simple noun phrase starting at `start` (determiners, adjectives, nouns; at most four words), or -1. */
function nounPhraseEnd(context: RuleContext, start: number): number {
  const { tokens, tags, wordnet } = context;
  if (start >= tokens.length || !isModifier(tokens[start], tags[start], wordnet)) return -1;
  let end = start;
  while (end - start < 3 && !tokens[end].clauseEnd && end + 1 < tokens.length && isModifier(tokens[end + 1], tags[end + 1], wordnet)
    && !['and', 'or'].includes(plainWord(tokens[end + 1]) ?? '')) end += 1;
  // A plural head ends the phrase: "your classmates", "the parents".
  const next = plainWord(tokens[end + 1]);
  if (end - start < 3 && !tokens[end].clauseEnd && next && isPluralNoun(next, wordnet)) end += 1;
  return end;
}

/** "My brother and my sister lives", "Clean water and electricity is": two subjects joined by "and" take a plural verb. */
function coordinatedSubject(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, first) => {
    const starts = token.sentenceStart || (first > 0 && tokens[first - 1].clauseEnd && !/[,]$/.test(tokens[first - 1].raw));
    if (!starts) return;
    const firstEnd = nounPhraseEnd(context, first);
    if (firstEnd < 0 || plainWord(tokens[firstEnd + 1]) !== 'and' || tokens[firstEnd].clauseEnd) return;
    const secondEnd = nounPhraseEnd(context, firstEnd + 2);
    if (secondEnd < 0 || tokens[secondEnd].clauseEnd) return;
    const heads = [firstEnd, secondEnd].map((at) => plainWord(tokens[at]));
    if (heads.some((head) => !head || !(wordnet.isNoun(head) || tags[firstEnd].has('Noun')) || PRONOUNS.has(head) && head !== 'i')) return;
    // "each and every", "bread and butter is": a fixed pair or the same thing twice reads as one.
    if (heads.some((head) => ['each', 'every'].includes(head!)) || tokens.slice(first, secondEnd + 1).some((entry) => entry.lower === 'each' || entry.lower === 'every')) return;
    const verbAt = verbAfter(tokens, secondEnd);
    const verbToken = tokens[verbAt];
    const verb = plainWord(verbToken);
    if (!verb) return;
    const base = STRONG_THIRD.get(verb) ?? (tags[verbAt].has('PresentTense') && !tags[verbAt].has('Noun') ? thirdPersonBase(verb, wordnet) : null);
    if (!base || verb === 'was' && ['if', 'wish'].includes(plainWord(tokens[first - 1]) ?? '')) return;
    found.push(issue(verbToken, 'CRITICAL', 'Agreement', `Two subjects joined by "and" take a plural verb: "${base}", not "${verbToken.core}".`, base));
  });
}

/** "Does your classmates share…?", "Why does so many people…?", "Do the manager…?": the auxiliary agrees with the subject after it. */
function questionAgreement(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const auxiliary = plainWord(token);
    if (!auxiliary || token.clauseEnd) return;
    const question = token.sentenceStart || (['why', 'how', 'where', 'when', 'what'].includes(plainWord(tokens[index - 1]) ?? '') && tokens[index - 1].sentenceStart);
    if (!question) return;
    const singularAuxiliary = ['does', 'is', 'was', 'has', "doesn't", "isn't", "wasn't", "hasn't"].includes(auxiliary);
    const pluralAuxiliary = ['do', 'are', 'were', 'have', "don't", "aren't", "weren't", "haven't"].includes(auxiliary);
    if (!singularAuxiliary && !pluralAuxiliary) return;
    let start = index + 1;
    while (start < index + 3 && ['so', 'too', 'very'].includes(plainWord(tokens[start]) ?? '')) start += 1;
    const end = nounPhraseEnd(context, start);
    if (end < 0) return;
    const head = plainWord(tokens[end]);
    if (!head || PRONOUNS.has(head) || AGREEMENT_EXEMPT.has(head)) return;
    const hasSingularDeterminer = tokens.slice(start, end).some((entry) => SINGULAR_DETERMINERS.has(entry.lower) && entry.lower !== 'the');
    const plural = isPluralNoun(head, wordnet) || (tags[end].has('Plural') && looksInflectedS(head));
    // The verb of the question must follow the subject: "Does your brother like…", not "Is the meeting room free".
    const next = tokens[end + 1];
    if (!next || !plainWord(next)) return;
    if (singularAuxiliary && plural) {
      const fixed = STRONG_THIRD.get(auxiliary) ?? 'do';
      found.push(issue(token, 'CRITICAL', 'Agreement', `"${tokens[end].core}" is plural, so the question starts "${fixed}".`, fixed));
    } else if (pluralAuxiliary && !plural && hasSingularDeterminer && wordnet.isNoun(head) && !head.endsWith('s')) {
      const fixed = STRONG_BASE.get(auxiliary) ?? 'does';
      found.push(issue(token, 'CRITICAL', 'Agreement', `"${tokens[end].core}" is singular, so the question starts "${fixed}".`, fixed));
    }
  });
}

const PRONOUN_VERBS: Record<string, { wrong: Set<string>; singular: boolean }> = {
  he: { wrong: words("are were have do don't aren't weren't haven't"), singular: true },
  she: { wrong: words("are were have do don't aren't weren't haven't"), singular: true },
  it: { wrong: words("are were have do don't aren't weren't haven't"), singular: true },
  they: { wrong: words("is was has does doesn't isn't wasn't hasn't"), singular: false },
  we: { wrong: words("is was has does doesn't isn't wasn't hasn't"), singular: false },
  you: { wrong: words("is was has does doesn't isn't wasn't hasn't"), singular: false },
  i: { wrong: words("is are has does doesn't isn't aren't hasn't"), singular: false },
};

/** "They was", "She have", "It need": personal pronoun subjects with the wrong verb form. */
function pronounAgreement(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const pronoun = plainWord(token);
    const rule = pronoun ? PRONOUN_VERBS[pronoun] : undefined;
    const verbAt = verbAfter(tokens, index);
    const verbToken = tokens[verbAt];
    const verb = plainWord(verbToken);
    if (!rule || !verb || token.clauseEnd) return;
    const before = plainWord(tokens[index - 1]);
    if (before && (GOVERNORS.has(before) || PREPOSITIONS.has(before))) return;
    if (verb === 'were' && ['if', 'wish', 'though'].includes(before ?? '')) return;
    let fixed: string | null = null;
    if (rule.wrong.has(verb)) {
      fixed = rule.singular ? thirdPersonOf(verb) : pronoun === 'i' ? ({ is: 'am', are: 'am' } as Record<string, string>)[verb] ?? thirdPersonBase(verb, wordnet) : thirdPersonBase(verb, wordnet);
    } else if (rule.singular && isBaseVerb(verb, tags[verbAt], wordnet)) {
      // "it help" after a verb is usually an object and a bare infinitive ("saw it happen").
      const afterVerb = index > 0 && tags[index - 1].has('Verb') && !tokens[index - 1].clauseEnd;
      if (!afterVerb && (!wordnet.isNoun(verb) || FOLLOWS_VERB.has(nextWord(tokens, verbAt) ?? '') || pronoun === 'it' || verbAt > index + 1)) fixed = thirdPersonOf(verb);
    }
    if (fixed) found.push(issue(verbToken, 'CRITICAL', 'Agreement', `After "${token.core}" the verb should be "${fixed}", not "${verbToken.core}".`, fixed));
  });
}

/** Words between "there is" and its noun: "there is not enough buses". */
const EXISTENTIAL_FILLERS = words('not enough also still really only usually often always never certainly clearly');
/** Numbers written as words: an amount heads no singular subject ("Twenty per cent of the staff work"). */
const NUMBER_WORDS = words('two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million');
const QUANTIFIERS = words('many several few numerous various countless two three four five six seven eight nine ten multiple');
const SINGULAR_COLLECTIVE_AFTER_A = words(
  'number lot few variety range couple host series dozen handful multitude plethora majority total bunch selection array mix great wide large small growing significant',
);

/** "There is many reasons" / "There are a problem". */
function existentialAgreement(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, wordnet } = context;
  tokens.forEach((token, index) => {
    if (plainWord(token) !== 'there' || token.clauseEnd) return;
    const verbToken = tokens[index + 1];
    const verb = plainWord(verbToken);
    if (!verb || verbToken.clauseEnd) return;
    const next = plainWord(tokens[index + 2]);
    if (!next) return;
    if (verb === 'is' || verb === 'was') {
      let ahead = index + 2;
      while (ahead < index + 5 && EXISTENTIAL_FILLERS.has(plainWord(tokens[ahead]) ?? '') && !tokens[ahead].clauseEnd) ahead += 1;
      const word = plainWord(tokens[ahead]);
      const pluralAhead = !!word && (QUANTIFIERS.has(word) || (isPluralNoun(word, wordnet) && !tokens[ahead].raw.includes("'")));
      if (pluralAhead) {
        const fixed = verb === 'is' ? 'are' : 'were';
        found.push(issue(verbToken, 'CRITICAL', 'Agreement', `"${tokens[ahead].core}" is plural, so write "there ${fixed}".`, fixed));
      }
    } else if ((verb === 'are' || verb === 'were') && (next === 'a' || next === 'an' || next === 'one')) {
      const following = tokens.slice(index + 3, index + 6).map((candidate) => plainWord(candidate) ?? '');
      if (following.some((word) => SINGULAR_COLLECTIVE_AFTER_A.has(word))) return;
      const fixed = verb === 'are' ? 'is' : 'was';
      found.push(issue(verbToken, 'CRITICAL', 'Agreement', `"${next} …" is singular, so write "there ${fixed}".`, fixed));
    }
  });
}

function baseOfInflected(word: string, wordnet: WordNet): string | null {
  if (wordnet.isVerb(word) || wordnet.isNoun(word) && word.endsWith('ing')) return null;
  const candidates: string[] = [];
  if (looksInflectedS(word)) candidates.push(...singularCandidates(word));
  const undoubled = (stemmed: string) => (/([b-df-hj-np-tv-z])\1$/.test(stemmed) ? [stemmed.slice(0, -1)] : []);
  if (word.endsWith('ied') && word.length > 4) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed') && word.length > 4) {
    const stemmed = word.slice(0, -2);
    candidates.push(word.slice(0, -1), stemmed, ...undoubled(stemmed));
  }
  if (word.endsWith('ing') && word.length > 5) {
    const stemmed = word.slice(0, -3);
    candidates.push(stemmed, `${stemmed}e`, ...undoubled(stemmed));
  }
  return candidates.find((candidate) => candidate.length >= 2 && wordnet.isVerb(candidate)) ?? null;
}

/** "should invests", "can helped", "will going": after a modal the verb takes its base form. */
function modalVerbForm(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, wordnet } = context;
  tokens.forEach((token, index) => {
    const modal = plainWord(token);
    if (!modal || !MODALS.has(modal) || token.clauseEnd) return;
    const before = plainWord(tokens[index - 1]);
    if (before && DETERMINERS.has(before)) return;
    let target = index + 1;
    while (target < tokens.length && ADVERBS_BETWEEN.has(plainWord(tokens[target]) ?? '') && !tokens[target].clauseEnd) target += 1;
    const verbToken = tokens[target];
    const verb = plainWord(verbToken);
    if (verb === 'to' && target === index + 1 && plainWord(tokens[target + 1])) {
      found.push(issue(verbToken, 'CRITICAL', 'Verb form', `"${token.core}" is followed directly by the verb, without "to".`, ''));
      return;
    }
    if (!verb || target > index + 3 || ['be', 'been', 'being', 'have', 'not', 'also', 'as', 'well', 'to'].includes(verb)) return;
    if (STRONG_THIRD.has(verb) && verb !== 'does' && verb !== 'has') {
      found.push(issue(verbToken, 'CRITICAL', 'Verb form', `After "${token.core}" use the base form "be", not "${verbToken.core}".`, 'be'));
      return;
    }
    const base = verb === 'has' ? 'have' : verb === 'does' ? 'do' : baseOfInflected(verb, wordnet);
    if (!base || base === verb) return;
    found.push(issue(verbToken, 'CRITICAL', 'Verb form', `After "${token.core}" use the base form "${base}", not "${verbToken.core}".`, base));
  });
}

const PLURAL_QUANTIFIERS = words('many several few various numerous both these those two three four five six seven eight nine ten twenty fifty hundred');
const NUMBER_NOUNS = words('hundred thousand million billion dozen percent per cent kind sort type');

function pluralOf(noun: string): string {
  if (/(s|sh|ch|x|z)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "many country", "two car", "several advantage": a plural quantifier before a singular noun. */
function quantifiedSingular(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const quantifier = plainWord(token);
    if (!quantifier || !PLURAL_QUANTIFIERS.has(quantifier) || token.clauseEnd) return;
    const nounToken = tokens[index + 1];
    const noun = plainWord(nounToken);
    if (!noun || noun.endsWith('s') || NUMBER_NOUNS.has(noun) || AGREEMENT_EXEMPT.has(noun) || IRREGULAR_PLURALS.has(noun) || PRONOUNS.has(noun)) return;
    if (!wordnet.isNoun(noun) || wordnet.isAdjective(noun) || wordnet.isAdverb(noun) || DETERMINERS.has(noun) || MODALS.has(noun)) return;
    const nounTags = tags[index + 1];
    const after = plainWord(tokens[index + 2]);
    if (wordnet.isVerb(noun) && (nounToken.clauseEnd || !after || FOLLOWS_VERB.has(after) || PREPOSITIONS.has(after))) return;
    if (nounTags.has('Verb') || nounTags.has('Plural') || nounTags.has('Uncountable') || nounTags.has('Value') || nounTags.has('Adjective')) return;
    const fixed = pluralOf(noun);
    if (!wordnet.isNoun(fixed) && !isPluralNoun(fixed, wordnet)) return;
    found.push(issue(nounToken, 'MODERATE', 'Number', `After "${token.core}" use the plural "${fixed}".`, fixed));
  });
}

const CONSONANT_SOUND_VOWEL_START = /^(uni(?!m|n|nt|nh|ns)|use|usu|uti|ure|uro|ura|uri|eu|ewe|one\b|once|ubiq|uk\b|us\b|ufo|unanim)/;
const VOWEL_SOUND_H = /^(hour|honest|honor|honour|heir)/;
const VOWEL_NAMED_LETTERS = /^[aefhilmnorsx]/i;

/** "a environment", "an university", "a hour". */
function indefiniteArticle(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens } = context;
  tokens.forEach((token, index) => {
    const article = plainWord(token);
    if ((article !== 'a' && article !== 'an') || token.clauseEnd || token.raw !== token.core) return;
    const next = tokens[index + 1];
    if (!next || !next.core || !/^\p{L}/u.test(next.core) || next.core.length < 2) return;
    const acronym = (next.core === next.core.toUpperCase() && next.core.length <= 5) || /^\p{L}-/u.test(next.core);
    const word = next.lower;
    const wantsAn = acronym ? VOWEL_NAMED_LETTERS.test(word) : VOWEL_SOUND_H.test(word) || (/^[aeiou]/.test(word) && !CONSONANT_SOUND_VOWEL_START.test(word));
    const expected = wantsAn ? 'an' : 'a';
    if (expected === article) return;
    const suggestion = token.core[0] === token.core[0].toUpperCase() ? expected[0].toUpperCase() + expected.slice(1) : expected;
    found.push(issue(token, 'MODERATE', 'Article', `Use "${expected}" before "${next.core}".`, suggestion));
  });
}

/** Past simple forms that are not participles: "has went" needs "gone". */
const PAST_NOT_PARTICIPLE = new Map([
  ['went', 'gone'], ['did', 'done'], ['saw', 'seen'], ['came', 'come'], ['ate', 'eaten'], ['took', 'taken'], ['wrote', 'written'],
  ['gave', 'given'], ['began', 'begun'], ['drove', 'driven'], ['spoke', 'spoken'], ['broke', 'broken'], ['chose', 'chosen'],
  ['knew', 'known'], ['grew', 'grown'], ['flew', 'flown'], ['drank', 'drunk'], ['swam', 'swum'], ['rode', 'ridden'], ['forgot', 'forgotten'],
]);
/** Words that put a clause in the past: "yesterday", "last year", "two days ago". */
const PAST_MARKERS = words('yesterday ago');
const LAST_PERIODS = words('week month year summer winter spring autumn weekend night time decade century term semester');
const SUBJECT_PRONOUNS = words('i we they you he she');

/** "He has went", "she has finished it two days ago". */
function perfectForm(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens } = context;
  tokens.forEach((token, index) => {
    const auxiliary = plainWord(token);
    if (!auxiliary || !['has', 'have', 'had'].includes(auxiliary) || token.clauseEnd) return;
    const verbToken = tokens[index + 1];
    const verb = plainWord(verbToken);
    const participle = verb ? PAST_NOT_PARTICIPLE.get(verb) : undefined;
    if (participle) {
      found.push(issue(verbToken, 'CRITICAL', 'Verb form', `After "${token.core}" use the participle "${participle}", not "${verbToken.core}".`, participle));
      return;
    }
    if (auxiliary === 'had') return;
    // The present perfect cannot take a finished time: "has finished … ago".
    for (let ahead = index + 1; ahead < Math.min(tokens.length, index + 8); ahead += 1) {
      if (plainWord(tokens[ahead]) === 'ago') {
        found.push(issue(token, 'CRITICAL', 'Tense', `"${tokens[ahead].core}" marks a finished time: use the past simple, not "${token.core}" + participle.`, ''));
        return;
      }
      if (tokens[ahead].clauseEnd) return;
    }
  });
}

/** "Yesterday I go", "Last summer we visit": a clause set in the past with a present verb after a pronoun subject. */
function pastMarkerTense(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags } = context;
  let pastClause = false;
  tokens.forEach((token, index) => {
    const word = plainWord(token);
    // A past time holds for its own clause: "I bought it last month and it makes a noise" is right.
    const afterColon = index > 0 && /[:;]$/.test(tokens[index - 1].raw);
    if (token.sentenceStart || afterColon || (word && ['and', 'but', 'so', 'because', 'although', 'while'].includes(word))) pastClause = false;
    if (word && (PAST_MARKERS.has(word) || (word === 'last' && LAST_PERIODS.has(plainWord(tokens[index + 1]) ?? '')))) pastClause = true;
    if (word === 'when' && plainWord(tokens[index + 2]) === 'was') pastClause = true;
    const verbToken = tokens[index + 1];
    const verb = plainWord(verbToken);
    if (!pastClause || !word || !SUBJECT_PRONOUNS.has(word) || !verb || token.clauseEnd) return;
    if (!tags[index + 1].has('PresentTense') || tags[index + 1].has('PastTense') || MODALS.has(verb) || STRONG_THIRD.has(verb)) return;
    if (['am', 'is', 'are', 'have', 'do', "don't"].includes(verb) && word !== 'i') return;
    found.push(issue(verbToken, 'CRITICAL', 'Tense', `The sentence is about the past: use the past form of "${verbToken.core}".`, null));
  });
}

/** Nouns English does not count: no "a" or "an" before them ("an advice", "a useful information"). */
const UNCOUNTABLE = words(
  'advice information furniture equipment research knowledge evidence homework luggage baggage progress traffic news software feedback machinery scenery permission',
);
/** Abstract nouns meant in general at the start of a sentence: "The nature is…", "The life in cities…". */
const GENERAL_ABSTRACT = words(
  'nature life society happiness humanity mankind success unemployment poverty inflation crime health wealth love friendship freedom democracy globalisation globalization tourism immigration education',
);
/** Jobs and roles: singular, countable, and after "is", "become" or "as" they take "a" or "an". */
const ROLES = words(
  'doctor engineer teacher nurse student lawyer manager architect scientist journalist pilot farmer accountant designer programmer developer volunteer tourist citizen parent mother father leader researcher writer artist musician soldier police officer judge chef waiter cleaner driver dentist pharmacist professor lecturer',
);
const ROLE_VERBS = words('is was become becomes became becoming be been as');
/** Superlatives without "the": "she is best student", "the most important problem". */
const SUPERLATIVE_START = words('best worst most least largest biggest highest lowest greatest oldest youngest');

/** Articles that English leaves out, or needs, whatever the sound of the next word. */
function articleUse(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags } = context;
  tokens.forEach((token, index) => {
    const word = plainWord(token);
    if (!word || token.clauseEnd) return;
    const next = plainWord(tokens[index + 1]);
    const afterNext = plainWord(tokens[index + 2]);
    if (word === 'a' || word === 'an') {
      const noun = next && UNCOUNTABLE.has(next) ? next : next && tags[index + 1].has('Adjective') && afterNext && UNCOUNTABLE.has(afterNext) && !tokens[index + 1].clauseEnd ? afterNext : null;
      if (noun) found.push(issue(token, 'MODERATE', 'Article', `"${noun}" is uncountable: leave out "${token.core}".`, ''));
      return;
    }
    if (word === 'the' && token.sentenceStart && next && !tokens[index + 1].clauseEnd) {
      if (next === 'most' && afterNext === 'of') {
        found.push(issue(token, 'MODERATE', 'Article', '"Most of" takes no article: "most of the people", not "the most of".', ''));
      } else if (GENERAL_ABSTRACT.has(next) && (afterNext === 'is' || afterNext === 'in' || afterNext === 'can'
        || (afterNext !== null && tags[index + 2].has('Verb') && !tags[index + 2].has('Noun') && !['of', 'that', 'which', 'who'].includes(afterNext)))) {
        found.push(issue(token, 'MODERATE', 'Article', `"${tokens[index + 1].core}" in general takes no article.`, ''));
      }
      return;
    }
    if (ROLE_VERBS.has(word) && next && !tokens[index + 1].clauseEnd) {
      if (ROLES.has(next)) {
        const article = /^[aeiou]/.test(next) ? 'an' : 'a';
        found.push(issue(tokens[index + 1], 'MODERATE', 'Article', `"${tokens[index + 1].core}" is countable: "${article} ${tokens[index + 1].core}".`, `${article} ${tokens[index + 1].core}`));
      } else if (word !== 'as' && SUPERLATIVE_START.has(next) && afterNext
        && (next === 'most' || next === 'least' ? tags[index + 3]?.has('Noun') && tags[index + 2].has('Adjective') : tags[index + 2].has('Noun'))) {
        found.push(issue(tokens[index + 1], 'MODERATE', 'Article', `A superlative takes "the": "the ${tokens[index + 1].core}".`, `the ${tokens[index + 1].core}`));
      }
    }
  });
}

/** Kinds of thing (WordNet hypernyms of a noun's first sense) that are counted: a singular one needs a determiner. */
const COUNTABLE_KINDS = ['person', 'artifact', 'document', 'animal', 'plant', 'vehicle'];
/** Countable nouns WordNet files under abstract kinds, or does not know. */
const COUNTABLE_EXTRA = words(
  'job flat apartment smartphone laptop tablet website app problem question mistake decision plan suggestion meeting interview exam lesson holiday trip journey course degree report ticket essay',
);
/** Nouns of countable kinds used without an article: mass artifacts and places of routine ("go to bed", "watch television"). */
const BARE_NOUNS = words(
  'clothing furniture equipment luggage baggage jewellery jewelry software hardware machinery paper glass plastic wood metal cloth stuff gear merchandise housing transport accommodation rubbish garbage litter mail post load television tv radio bed school church college university hospital prison work home class town court sea office breakfast lunch dinner person people staff',
);
/** Verbs of being and naming after which a role still needs "a": "She is engineer", "He became lawyer". */
const LINKING = words('is was become becomes became becoming be been as');
/** Sports and school subjects take no article; "play the piano" is right, "play the football" is not. */
const SPORTS = words('football tennis basketball volleyball golf cricket rugby hockey baseball badminton chess soccer');
const SUBJECTS = words('law medicine history economics physics chemistry biology mathematics maths engineering architecture geography philosophy psychology');
/** Things there is one of, which take "the": "the sun", "the internet". */
const UNIQUE = words('sun moon internet environment world sky universe earth');

function isCountableSingular(noun: string, tags: ReadonlySet<string>, wordnet: WordNet): boolean {
  if (BARE_NOUNS.has(noun) || UNCOUNTABLE.has(noun) || tags.has('Plural') || tags.has('Uncountable') || tags.has('ProperNoun') || noun.endsWith('ing')) return false;
  if (isPluralNoun(noun, wordnet) || noun.endsWith('s') && !wordnet.isNoun(noun)) return false;
  if (COUNTABLE_EXTRA.has(noun) || ROLES.has(noun)) return true;
  const kinds = wordnet.kindsOf(noun);
  return COUNTABLE_KINDS.some((kind) => kinds.has(kind)) && !kinds.has('substance') && !kinds.has('food');
}

/**
 * "I bought car", "Our town opened new library", "He became lawyer": a singular countable noun as the object of a
 * verb, with adjectives but no determiner before it.
 */
function missingArticle(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const verb = plainWord(token);
    if (!verb || token.clauseEnd) return;
    const linking = LINKING.has(verb);
    const verbTags = tags[index];
    if (!linking && (!verbTags.has('Verb') || verbTags.has('Auxiliary') || verbTags.has('Modal') || verbTags.has('Copula') || MODALS.has(verb) || GOVERNORS.has(verb) && !['have', 'has', 'had', 'make', 'makes', 'made'].includes(verb))) return;
    if (verbTags.has('Gerund') && plainWord(tokens[index - 1]) === 'the') return;
    let at = index + 1;
    while (at < index + 3 && at < tokens.length && !tokens[at - 1].clauseEnd && (tags[at].has('Adjective') || tags[at].has('Comparative')) && !DETERMINERS.has(plainWord(tokens[at]) ?? '')) at += 1;
    // The head is the last noun of the compound: "new swimming pool", "smoke alarm".
    let head = at;
    while (head + 1 < tokens.length && head < at + 2 && !tokens[head].clauseEnd && tags[head + 1].has('Noun') && !tags[head + 1].has('Pronoun')
      && !PREPOSITIONS.has(plainWord(tokens[head + 1]) ?? '') && wordnet.isNoun(plainWord(tokens[head + 1]) ?? '')) head += 1;
    if (at >= tokens.length || tokens[at - 1].clauseEnd && at > index + 1) return;
    const first = plainWord(tokens[at]);
    const noun = plainWord(tokens[head]);
    if (!first || !noun || DETERMINERS.has(first) || PRONOUNS.has(first) || SINGULAR_DETERMINERS.has(first) || /^\p{Lu}/u.test(tokens[head].core)) return;
    if (!tags[head].has('Noun') || tags[head].has('Pronoun') || tags[head].has('Possessive')) return;
    if (head > at && !wordnet.isNoun(first) && !tags[at].has('Noun')) return;
    if (!isCountableSingular(noun, tags[head], wordnet)) return;
    const following = plainWord(tokens[head + 1]);
    if (following === 'of' || following === "'s" || tokens[head].raw.includes("'")) return;
    // A noun after it means a compound this reading did not see: "human workers", "holiday rentals", "wildflower planting".
    if (!tokens[head].clauseEnd && following && (tags[head + 1].has('Noun') && !tags[head + 1].has('Pronoun') || isPluralNoun(following, wordnet) || following.endsWith('ing')
      || wordnet.isAdjective(noun) && wordnet.isNoun(following))) return;
    // One item of a list: "dominate film, music and online publishing".
    if (/,$/.test(tokens[head].raw) && tokens.slice(head + 1, head + 5).some((entry) => entry.lower === 'and' || entry.lower === 'or')) return;
    if (linking && !ROLES.has(noun) && !wordnet.kindsOf(noun).has('person')) return;
    if (linking && (verb === 'as' || verb === 'be')) return;
    const article = /^[aeiou]/.test(first) && !/^(uni|use|eu|one)/.test(first) ? 'an' : 'a';
    found.push(issue(tokens[at], 'MODERATE', 'Article', `"${tokens[head].core}" is a singular countable noun: it needs "${article}" or "the" before it.`, `${article} ${tokens[at].core}`));
  });
}

/** "plays the football", "went to the bed", "studies the law", "Moon affects the tides". */
function fixedArticles(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags } = context;
  tokens.forEach((token, index) => {
    const word = plainWord(token);
    if (!word || token.clauseEnd) return;
    const next = plainWord(tokens[index + 1]);
    const afterNext = plainWord(tokens[index + 2]);
    const nextEnds = tokens[index + 1]?.clauseEnd || !afterNext || PREPOSITIONS.has(afterNext) || ['and', 'after', 'before', 'every', 'at'].includes(afterNext);
    if (word === 'the' && next && nextEnds) {
      const previous = plainWord(tokens[index - 1]) ?? '';
      const before = plainWord(tokens[index - 2]) ?? '';
      const sport = SPORTS.has(next) && /^play/.test(previous);
      const subject = SUBJECTS.has(next) && /^stud(y|ies|ied|ying)$/.test(previous);
      const routine = (next === 'bed' || next === 'work') && previous === 'to' && /^(go|goes|went|gone|going|come|comes|came)$/.test(before);
      if (sport || subject || routine) found.push(issue(token, 'MODERATE', 'Article', `"${previous === 'to' ? `go to ${next}` : `${previous} ${next}`}" takes no article.`, ''));
      return;
    }
    if (UNIQUE.has(word) && token.sentenceStart && !/^\p{Lu}{2}/u.test(token.core) && (tags[index + 1]?.has('Verb') || next === 'is' || next === 'has')) {
      found.push(issue(token, 'MODERATE', 'Article', `There is one "${word}": "the ${word}".`, `The ${word}`));
    }
  });
}

/** Verbs after which a wh-clause is an indirect question, in statement order: "tell me where the station is". */
const INDIRECT_QUESTION_VERBS = words('know knows knew wonder wonders wondered ask asks asked tell explain explains explained understand sure idea remember forget show');
const QUESTION_WORDS = words('where why how when what who which whether');
const INVERTING = words("is are was were does do did can could will would has have should");

/**
 * Word order. "Can you tell me where is the station?" (an indirect question keeps statement order), "I like very
 * much music" (nothing between a verb and its object), "We eat usually dinner", "Always my father reads", "a car red".
 */
function wordOrder(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const word = plainWord(token);
    if (!word || token.clauseEnd) return;
    const next = plainWord(tokens[index + 1]);
    const afterNext = plainWord(tokens[index + 2]);
    // Indirect questions.
    if (INDIRECT_QUESTION_VERBS.has(word) && !(index > 0 && tokens[index - 1].sentenceStart && QUESTION_WORDS.has(plainWord(tokens[index - 1]) ?? ''))) {
      let at = index + 1;
      if (['me', 'us', 'him', 'her', 'them', 'you'].includes(plainWord(tokens[at]) ?? '') && !tokens[at].clauseEnd) at += 1;
      const wh = plainWord(tokens[at]);
      if (!wh || !QUESTION_WORDS.has(wh) || wh === 'whether' || tokens[at].clauseEnd) return;
      let verbAt = at + 1;
      if (['much', 'many', 'long', 'often', 'far', 'old', 'time'].includes(plainWord(tokens[verbAt]) ?? '') && !tokens[verbAt].clauseEnd) verbAt += 1;
      const verb = plainWord(tokens[verbAt]);
      const subjectWord = plainWord(tokens[verbAt + 1]);
      if (!verb || !subjectWord || tokens[verbAt].clauseEnd) return;
      const doSupport = ['does', 'do', 'did'].includes(verb) && (DETERMINERS.has(subjectWord) || PRONOUNS.has(subjectWord) || tags[verbAt + 1].has('Noun'));
      // "where is the station", "why is the library": a be/have/modal before a determiner or pronoun subject
      // ("who is coming", "what is important" are subjects, not inversions).
      const inverted = INVERTING.has(verb) && !['who', 'what', 'which'].includes(wh)
        && (DETERMINERS.has(subjectWord) || ['i', 'you', 'he', 'she', 'it', 'we', 'they'].includes(subjectWord));
      // "how much costs a ticket": a lexical verb before its subject.
      const lexical = (verbAt > at + 1 || looksInflectedS(verb) && tags[verbAt].has('Verb')) && tags[verbAt].has('PresentTense') && !INVERTING.has(verb)
        && DETERMINERS.has(subjectWord);
      if (doSupport || inverted || lexical) {
        found.push(issue(tokens[verbAt], 'MODERATE', 'Word order', 'In an indirect question the subject comes before the verb: "…where the station is".', null));
      }
      return;
    }
    // "like very much music", "speaks very well English".
    if (word === 'very' && (next === 'much' || next === 'well') && index > 0 && tags[index - 1].has('Verb') && !tokens[index - 1].clauseEnd && !tokens[index + 1].clauseEnd
      && afterNext && !PREPOSITIONS.has(afterNext) && !['and', 'but', 'so', 'that', 'because', 'when', 'if', 'as', 'indeed'].includes(afterNext)
      && !tags[index - 1].has('Copula') && !['is', 'are', 'was', 'were', 'be', 'been', 'thank', 'thanks'].includes(plainWord(tokens[index - 1]) ?? '')) {
      found.push({ ...issue(token, 'MODERATE', 'Word order', `Put "very ${next}" after the object: "… ${afterNext} very ${next}".`, null), end: tokens[index + 1].coreEnd });
      return;
    }
    // "We eat usually dinner", "They visit often their grandparents", "I have finished already my assignment".
    if (['usually', 'often', 'always', 'never', 'sometimes', 'rarely', 'seldom', 'already', 'frequently'].includes(word) && index > 0 && !tokens[index - 1].clauseEnd) {
      const verb = plainWord(tokens[index - 1]);
      const verbTags = tags[index - 1];
      // "She drinks never coffee": an -s word after he/she/it is its verb, however it was tagged.
      const afterPronoun = verb !== null && looksInflectedS(verb) && ['he', 'she', 'it'].includes(plainWord(tokens[index - 2]) ?? '');
      const lexicalVerb = verb && (verbTags.has('Verb') || afterPronoun) && !verbTags.has('Auxiliary') && !verbTags.has('Copula') && !MODALS.has(verb)
        && !['is', 'are', 'was', 'were', 'am', 'be', 'have', 'has', 'had', 'do', 'does', 'did', 'get', 'got'].includes(verb);
      const objectNext = next && (DETERMINERS.has(next) || ['his', 'her', 'their', 'my', 'your', 'our', 'its'].includes(next) || tags[index + 1].has('Noun') && !tags[index + 1].has('Pronoun'));
      if (lexicalVerb && objectNext && !PRONOUNS.has(next ?? '')) {
        found.push(issue(token, 'MODERATE', 'Word order', `"${token.core}" goes before the verb: "${token.core} ${tokens[index - 1].core}".`, null));
        return;
      }
      if (verb === 'been' && (word === 'never' || word === 'always')) {
        found.push(issue(token, 'MODERATE', 'Word order', `"${token.core}" goes before "been": "have ${token.core} been".`, null));
        return;
      }
    }
    // "He always is late": a frequency adverb follows be.
    if (['usually', 'often', 'always', 'never', 'sometimes', 'rarely', 'seldom', 'frequently'].includes(word) && ['is', 'are', 'was', 'were', 'am'].includes(next ?? '')
      && index > 0 && !tokens[index - 1].clauseEnd && (['i', 'you', 'he', 'she', 'it', 'we', 'they'].includes(plainWord(tokens[index - 1]) ?? '') || tags[index - 1].has('Noun') && !tags[index - 1].has('Pronoun'))
      && !tokens[index + 1].clauseEnd) {
      found.push({ ...issue(token, 'MODERATE', 'Word order', `"${token.core}" goes after "${tokens[index + 1].core}": "${tokens[index + 1].core} ${token.core}".`, `${tokens[index + 1].core} ${token.core}`), end: tokens[index + 1].coreEnd });
      return;
    }
    // "Always my father reads": "always" starts only an instruction ("Always check…").
    if ((word === 'always' || word === 'never') && token.sentenceStart && next && (DETERMINERS.has(next) || ['i', 'you', 'he', 'she', 'we', 'they', 'it'].includes(next))) {
      found.push(issue(token, 'MODERATE', 'Word order', `"${token.core}" goes after the subject ("My father ${word} reads…"), or "Never" inverts: "Never have I…".`, null));
      return;
    }
    // "Why you didn't come…?", "How long you have lived…?": a direct question inverts subject and auxiliary.
    if (token.sentenceStart && QUESTION_WORDS.has(word) && !['who', 'which', 'whether'].includes(word)) {
      let at = index + 1;
      if (['long', 'much', 'many', 'often', 'far'].includes(next ?? '')) at += 1;
      const subject = plainWord(tokens[at]);
      const end = tokens.slice(index).findIndex((candidate) => candidate.sentenceEnd);
      const isQuestion = end >= 0 && /\?/.test(tokens[index + end].raw);
      if (isQuestion && subject && ['i', 'you', 'he', 'she', 'we', 'they'].includes(subject) && tags[at + 1]?.has('Verb')) {
        found.push(issue(tokens[at], 'MODERATE', 'Word order', 'A question puts the auxiliary before the subject: "Why didn\'t you…", "How long have you…".', null));
        return;
      }
    }
    // "He is not enough experienced": "enough" follows an adjective.
    if (word === 'enough' && next && (tags[index + 1].has('Adjective') || next.endsWith('ed') && plainWord(tokens[index - 1]) === 'not') && !tags[index + 1].has('Noun')
      && wordnet.isAdjective(next) && !wordnet.isNoun(next)) {
      found.push(issue(token, 'MODERATE', 'Word order', `"enough" goes after the adjective: "${tokens[index + 1].core} enough".`, null));
      return;
    }
    // "read carefully the contract", "sent us yesterday the results", "check every morning my emails".
    if (index > 0 && !tokens[index - 1].clauseEnd) {
      let verbAt = index - 1;
      if (['us', 'me', 'him', 'her', 'them'].includes(plainWord(tokens[verbAt]) ?? '') && verbAt > 0) verbAt -= 1;
      const verb = plainWord(tokens[verbAt]);
      const lexical = verb && tags[verbAt].has('Verb') && !tags[verbAt].has('Copula') && !tags[verbAt].has('Auxiliary') && !MODALS.has(verb)
        && !['is', 'are', 'was', 'were', 'be', 'been', 'have', 'has', 'had', 'do', 'does', 'did'].includes(verb);
      const manner = word.endsWith('ly') && tags[index].has('Adverb') && !FOCUS_ADVERBS.has(word);
      const time = word === 'yesterday' || word === 'today' || (word === 'every' && ['morning', 'day', 'evening', 'week', 'night'].includes(next ?? ''));
      const objectAt = word === 'every' ? index + 2 : index + 1;
      const object = plainWord(tokens[objectAt]);
      const objectStarts = object && (['the', 'a', 'an', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'this', 'these', 'those'].includes(object));
      if (lexical && (manner || time) && objectStarts && !tokens[objectAt - 1].clauseEnd) {
        found.push(issue(token, 'MODERATE', 'Word order', `Put "${word === 'every' ? `every ${next}` : token.core}" after the object, not between the verb and its object.`, null));
        return;
      }
    }
    // "a car red", "a hotel cheap near the station": an adjective after its noun.
    if ((word === 'a' || word === 'an') && next && afterNext && !tokens[index + 1].clauseEnd && tags[index + 1].has('Noun') && wordnet.isNoun(next)
      && (POSTPOSED.has(afterNext) || /^well-[a-z]+$/.test(afterNext))) {
      const after = plainWord(tokens[index + 3]);
      if (!after || tokens[index + 2].clauseEnd || PREPOSITIONS.has(after) || ['and', 'but', 'because', 'so'].includes(after)) {
        const span = issue(tokens[index + 1], 'MODERATE', 'Word order', `The adjective goes before the noun: "${token.core} ${afterNext} ${next}".`, `${afterNext} ${next}`);
        found.push({ ...span, end: tokens[index + 2].coreEnd });
      }
    }
  });
}
/** Adverbs that may stand before an object to focus it: "affects mainly the poor". */
const FOCUS_ADVERBS = words('only mainly mostly especially particularly even also just largely primarily simply merely exactly chiefly partly entirely fully');
/** Adjectives learners put after the noun ("a car red"); "enough" and participles can follow a noun, these cannot. */
const POSTPOSED = words('red blue green yellow black white brown grey gray pink purple orange cheap expensive big small large new old beautiful nice modern comfortable');

/** Time words that mark a clause in the past or the future, for the tense rules. */
const WEEKDAYS = words('monday tuesday wednesday thursday friday saturday sunday');
const FUTURE_MARKERS = words('tomorrow');
const TIME_CONDITIONALS = words('if when unless once until before after');

/**
 * Tense. "If it will rain" (no "will" after if/when/as soon as), "Since 2015 she works" (since needs the perfect),
 * "I have met her in 2017" / "last Tuesday" (a finished time needs the past), "In 2019 the government introduces",
 * "When we were students, we share" (a clause set in the past with a present verb), "Next month the city opened".
 */
function tenseRules(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags } = context;
  const sentences: number[][] = [];
  tokens.forEach((token, index) => {
    if (token.sentenceStart || sentences.length === 0) sentences.push([]);
    sentences[sentences.length - 1].push(index);
  });
  const isPresentFinite = (at: number) => {
    const word = plainWord(tokens[at]);
    if (!word || !tags[at].has('Verb') || tags[at].has('PastTense') || tags[at].has('Gerund') || tags[at].has('Infinitive') && !tags[at].has('PresentTense')) return false;
    if (MODALS.has(word) || ['been', 'being', 'be'].includes(word) || tags[at].has('Participle')) return false;
    return tags[at].has('PresentTense') || ['is', 'are', 'am'].includes(word);
  };
  /** The finite verb of a clause right after its subject: a pronoun or a short noun phrase. */
  const subjectVerb = (from: number, to: number): number => {
    for (let at = from; at < to; at += 1) {
      const word = plainWord(tokens[at]);
      if (!word) continue;
      if (SUBJECT_PRONOUNS.has(word) || word === 'it' || tags[at].has('Noun') && !tags[at].has('Pronoun')) {
        let verbAt = at + 1;
        while (verbAt < to && (MID_ADVERBS.has(plainWord(tokens[verbAt]) ?? '') || tags[verbAt].has('Noun') && !tags[verbAt].has('Verb') && verbAt < at + 3)) verbAt += 1;
        if (verbAt < to && tags[verbAt].has('Verb')) return verbAt;
      }
    }
    return -1;
  };
  for (const sentence of sentences) {
    const words_ = sentence.map((at) => plainWord(tokens[at]) ?? '');
    const wordAt = (i: number) => words_[i] ?? '';
    // "if/when … will": the time or condition clause takes the present.
    sentence.forEach((at, i) => {
      const word = wordAt(i);
      const asSoonAs = word === 'as' && wordAt(i + 1) === 'soon' && wordAt(i + 2) === 'as';
      if (!TIME_CONDITIONALS.has(word) && !asSoonAs) return;
      const previous = wordAt(i - 1);
      // "I don't know if it will rain", "tell me when he will arrive": indirect questions may take "will".
      if (INDIRECT_QUESTION_VERBS.has(previous) || ['me', 'us', 'him', 'her', 'them', 'sure', 'whether'].includes(previous)) return;
      const start = asSoonAs ? i + 3 : i + 1;
      for (let j = start; j < Math.min(words_.length, start + 6); j += 1) {
        if (tokens[sentence[j - 1]]?.clauseEnd && j > start) break;
        if (wordAt(j) === 'will' && j > start) {
          found.push(issue(tokens[sentence[j]], 'CRITICAL', 'Tense', `After "${asSoonAs ? 'as soon as' : word}" use the present for the future: leave out "will".`, ''));
          break;
        }
      }
    });
    // "since 2015 / since she left" with a present simple or continuous main verb.
    const since = words_.indexOf('since');
    if (since >= 0) {
      const nextWord_ = wordAt(since + 1);
      // Temporal "since" (not "because"): a year, "since then", or a clause right after it in the past simple.
      const clauseAfter = sentence.slice(since + 1, since + 5);
      const pastClause = clauseAfter.some((at, k) => tags[at].has('PastTense') && !tags[at].has('Participle') && k <= 3
        && !['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had'].includes(plainWord(tokens[at - 1]) ?? '')
        && (SUBJECT_PRONOUNS.has(plainWord(tokens[at - 1]) ?? '') || tags[at - 1].has('Noun')));
      const temporal = /^\d{4}$/.test(tokens[sentence[since + 1]]?.core ?? '') || pastClause || ['then', 'childhood'].includes(nextWord_);
      const perfect = words_.some((word, i) => ['have', 'has', "'ve", "'s"].includes(word) && tags[sentence[i + 1]]?.has('Participle') || word === 'been');
      if (temporal && !perfect) {
        const mainRange = since === 0 || tokens[sentence[since - 1]].clauseEnd
          ? sentence.slice(sentence.findIndex((at, i) => i > since && tokens[sentence[i - 1]].clauseEnd || i > since + 2 && tokens[at].sentenceStart))
          : sentence.slice(0, since);
        const verbAt = mainRange.length ? subjectVerb(mainRange[0], mainRange[mainRange.length - 1] + 1) : -1;
        if (verbAt >= 0 && isPresentFinite(verbAt)) {
          found.push(issue(tokens[verbAt], 'CRITICAL', 'Tense', '"Since" a point in the past needs the present perfect: "has worked", "have lived".', null));
        }
      }
    }
    // "for thirty years now / already" with a present: "My parents are married for thirty years now".
    const forAt = words_.findIndex((word, i) => word === 'for' && /^\d+$|^(two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|many|several|a few)$/.test(wordAt(i + 1))
      && /^(years?|months?|weeks?|days?|hours?|minutes?|decades?)$/.test(wordAt(i + 2)) && ['now', 'already'].includes(wordAt(i + 3)));
    if (forAt > 0) {
      const verbAt = subjectVerb(sentence[0], sentence[forAt]);
      const perfect = words_.slice(0, forAt).some((word) => ['have', 'has', 'been'].includes(word));
      if (verbAt >= 0 && !perfect && (isPresentFinite(verbAt) || ['is', 'are', 'am'].includes(plainWord(tokens[verbAt]) ?? ''))) {
        found.push(issue(tokens[verbAt], 'CRITICAL', 'Tense', 'A state that began in the past and continues needs the present perfect: "have been".', null));
      }
    }
    // A finished time with the present perfect: "have met … in 2017", "has launched … last Tuesday".
    words_.forEach((word, i) => {
      if (!['have', 'has'].includes(word) || !tags[sentence[i + 1]]?.has('Verb') || !(tags[sentence[i + 1]].has('PastTense') || tags[sentence[i + 1]].has('Participle'))) return;
      for (let j = i + 2; j < Math.min(words_.length, i + 10); j += 1) {
        const year = /^(1[89]|20)\d\d$/.test(tokens[sentence[j]]?.core ?? '') && wordAt(j - 1) === 'in';
        const last = wordAt(j) === 'last' && (LAST_PERIODS.has(wordAt(j + 1)) || WEEKDAYS.has(wordAt(j + 1)));
        if (year || last || wordAt(j) === 'yesterday') {
          found.push(issue(tokens[sentence[i]], 'CRITICAL', 'Tense', 'A finished time needs the past simple, not the present perfect.', ''));
          return;
        }
        if (tokens[sentence[j]]?.clauseEnd && !year) break;
      }
    });
    // A clause set in the past or the future by its time words, with a verb in the wrong time.
    let past = false;
    let future = false;
    let comparison = false;
    sentence.forEach((at, i) => {
      const word = wordAt(i);
      // "Fewer teenagers smoke today than twenty years ago": a time after "than" is the comparison's, not the clause's.
      if (word === 'than') comparison = true;
      if (comparison) return;
      const year = /^(1[0-9]|20[01])\d$/.test(tokens[at].core) || /^20(1\d|2[0-4])$/.test(tokens[at].core);
      if (word === 'in' && year === false && /^(1[89]|20[01])\d$|^202[0-4]$/.test(tokens[sentence[i + 1]]?.core ?? '') && i <= 1) past = true;
      if ((word === 'ago' || word === 'yesterday') || (word === 'last' && (LAST_PERIODS.has(wordAt(i + 1)) || WEEKDAYS.has(wordAt(i + 1))) && i <= 1)) past = true;
      if (word === 'middle' && wordAt(i + 1) === 'ages') past = true;
      if ((word === 'next' && LAST_PERIODS.has(wordAt(i + 1)) || FUTURE_MARKERS.has(word)) && i <= 1) future = true;
      // "When we were students, we share…": a past when/while clause sets the main clause in the past.
      if ((word === 'when' || word === 'while' || word === 'as') && i === 0) {
        const clauseEnd = sentence.findIndex((candidate, k) => k > i && tokens[candidate].clauseEnd);
        const finitePast = (candidate: number) => ['was', 'were'].includes(plainWord(tokens[candidate]) ?? '')
          || tags[candidate].has('PastTense') && !tags[candidate].has('Participle')
            && !['is', 'are', 'am', 'be', 'been', 'being', 'was', 'were', 'has', 'have', 'had'].includes(plainWord(tokens[candidate - 1]) ?? '');
        if (clauseEnd > 0 && sentence.slice(i + 1, clauseEnd + 1).some(finitePast)) past = true;
      }
    });
    if (past || future) {
      // The clause the time word belongs to: the whole sentence unless it has a "that"/"because" clause.
      const cut = sentence.findIndex((at, i) => i > 0 && ['that', 'because', 'but', 'so', 'although', 'and'].includes(wordAt(i)));
      const scope = cut > 0 ? sentence.slice(0, cut) : sentence;
      const verbAt = subjectVerb(scope[0], scope[scope.length - 1] + 1);
      const startsWithWhen = ['when', 'while', 'as'].includes(wordAt(0));
      const mainFrom = startsWithWhen ? sentence.findIndex((candidate, k) => k > 0 && tokens[sentence[k - 1]].clauseEnd) : 0;
      const target = startsWithWhen && mainFrom > 0 ? subjectVerb(sentence[mainFrom], sentence[sentence.length - 1] + 1) : verbAt;
      if (target < 0) continue;
      const verb = plainWord(tokens[target]) ?? '';
      if (past && isPresentFinite(target) && !['have', 'has'].includes(verb) && !(verb === 'is' && tags[target + 1]?.has('Participle'))) {
        found.push(issue(tokens[target], 'CRITICAL', 'Tense', `The sentence is about the past: use the past form of "${tokens[target].core}".`, null));
      } else if (future && tags[target].has('PastTense') && !tags[target].has('Participle')) {
        found.push(issue(tokens[target], 'CRITICAL', 'Tense', `The sentence is about the future: "will ${tokens[target].core}" or the present.`, null));
      }
    }
  }
}

const DOUBLING_ALLOWED = words('that had');

/** "the the", "is is". */
function repeatedWord(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens } = context;
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!next || !token.core || token.clauseEnd || token.raw !== token.core || !/^\p{L}+$/u.test(token.core)) return;
    if (next.lower !== token.lower || DOUBLING_ALLOWED.has(token.lower)) return;
    found.push({
      severity: 'MINOR', category: 'Repeated word', message: `"${token.core}" is written twice.`,
      start: token.coreStart, end: next.coreEnd, suggestion: token.core, source: 'rules',
    });
  });
}

/** Every sentence starts with a capital letter. */
function sentenceCapital(context: RuleContext, found: GrammarIssue[]): void {
  for (const token of context.tokens) {
    if (!token.sentenceStart || !/^\p{Ll}/u.test(token.core) || /\p{Lu}/u.test(token.core.slice(1))) continue;
    found.push(issue(token, 'MINOR', 'Capitalisation', 'Start the sentence with a capital letter.', token.core[0].toUpperCase() + token.core.slice(1)));
  }
}

/** The response ends with a full stop (or ? or !). */
function finalPunctuation(context: RuleContext, found: GrammarIssue[]): void {
  if (!context.expectFinalStop) return;
  const last = [...context.tokens].reverse().find((token) => token.core);
  if (!last || last.sentenceEnd || /[.!?]/.test(context.tokens[context.tokens.length - 1].raw)) return;
  found.push(issue(last, 'MINOR', 'Punctuation', 'End the last sentence with a full stop.', `${last.core}.`));
}

/** Adjectives of one syllable (and -y ones) that compare with -er and -est, never with more and most. */
const SHORT_ADJECTIVES = new Map(
  ('big:bigger:biggest cheap:cheaper:cheapest clean:cleaner:cleanest cold:colder:coldest dark:darker:darkest deep:deeper:deepest ' +
    'easy:easier:easiest fast:faster:fastest happy:happier:happiest hard:harder:hardest heavy:heavier:heaviest high:higher:highest ' +
    'hot:hotter:hottest large:larger:largest long:longer:longest low:lower:lowest near:nearer:nearest new:newer:newest ' +
    'old:older:oldest poor:poorer:poorest quick:quicker:quickest rich:richer:richest safe:safer:safest short:shorter:shortest ' +
    'slow:slower:slowest small:smaller:smallest strong:stronger:strongest tall:taller:tallest thick:thicker:thickest ' +
    'thin:thinner:thinnest warm:warmer:warmest weak:weaker:weakest wide:wider:widest young:younger:youngest busy:busier:busiest ' +
    'early:earlier:earliest good:better:best bad:worse:worst')
    .split(' ')
    .map((entry) => { const [base, more, most] = entry.split(':'); return [base, { more, most }] as const; }),
);
const COMPARATIVES = new Set([...SHORT_ADJECTIVES.values()].flatMap(({ more, most }) => [more, most]));

/** "more deep" → deeper, "the most cheap" → cheapest, "more better" → better. */
function comparativeForm(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens } = context;
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const word = plainWord(tokens[index]);
    if ((word !== 'more' && word !== 'most') || tokens[index].clauseEnd) continue;
    const next = plainWord(tokens[index + 1]);
    if (!next) continue;
    const after = plainWord(tokens[index + 2]);
    // "more old buildings": more as a quantifier before an adjective and its noun (but "a more cheap option").
    const previous = index > 0 ? plainWord(tokens[index - 1]) : null;
    const beforeNoun = after !== null && previous !== 'the' && previous !== 'a' && previous !== 'an' && !tokens[index + 1].clauseEnd && context.tags[index + 2]?.has('Noun') && !context.tags[index + 2]?.has('Preposition');
    if (COMPARATIVES.has(next)) {
      found.push(issue(tokens[index], 'CRITICAL', 'Comparison', `"${next}" already compares: leave out "${word}".`, ''));
      continue;
    }
    const forms = SHORT_ADJECTIVES.get(next);
    if (!forms || beforeNoun || previous === 'and') continue;
    const right = word === 'more' ? forms.more : forms.most;
    found.push({ ...issue(tokens[index], 'CRITICAL', 'Comparison', `Use "${right}", not "${word} ${next}".`, right), end: tokens[index + 1].coreEnd });
  }
}

/** The adjectives a superlative may come from: biggest → big, largest → large, easiest → easy. */
function superlativeBases(word: string): string[] {
  const stem = word.slice(0, -3);
  const bases = [stem, `${stem}e`];
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) bases.push(stem.slice(0, -1));
  if (stem.endsWith('i')) bases.push(`${stem.slice(0, -1)}y`);
  return bases;
}

/** Superlatives not formed with -est. */
const IRREGULAR_SUPERLATIVES = words('best worst');
/** Places and planets that take no article: "to Mars", "in France". */
const BARE_PLACES = words('mars venus jupiter saturn europe asia africa australia france germany china japan italy spain canada india brazil mexico london paris tokyo');
/** Titles that need "the" before "of": "The President of France visited…". */
const OF_TITLES = words('president prime director head minister mayor chairman chair king queen principal manager leader governor ceo');

/**
 * More article patterns: a superlative needs "the" ("one of biggest cities"), "the number of" needs its article,
 * a title before "of" opens with "the", and countries and planets take none ("the Mars").
 */
function articlePatterns(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens, tags, wordnet } = context;
  tokens.forEach((token, index) => {
    const word = plainWord(token);
    const previous = index > 0 && !tokens[index - 1].clauseEnd ? plainWord(tokens[index - 1]) : null;
    const next = token.clauseEnd ? null : plainWord(tokens[index + 1]);
    if (!word && !/^\p{Lu}/u.test(token.core)) return;
    // "one of biggest cities", "is most important reason".
    const superlative = word !== null && (IRREGULAR_SUPERLATIVES.has(word) || (word.endsWith('est') && word.length > 5 && !wordnet.isNoun(word) && !wordnet.isVerb(word)
      && superlativeBases(word).some((base) => wordnet.isAdjective(base))));
    if (superlative && next && tags[index + 1]?.has('Noun') && !tags[index + 1].has('Verb') && previous && ['of', 'is', 'are', 'was', 'were', 'to', 'in', 'at', 'on'].includes(previous)
      && !tokens[index - 1].raw.endsWith("'s") && !(previous === 'at' && ['best', 'worst'].includes(word!))) {
      found.push(issue(token, 'MODERATE', 'Article', `A superlative takes "the": "the ${token.core} ${tokens[index + 1].core}".`, `the ${token.core}`));
      return;
    }
    // "get their news from internet".
    if (word === 'internet' && previous && PREPOSITIONS.has(previous)) {
      found.push(issue(token, 'MODERATE', 'Article', 'There is one internet: "the internet".', `the ${token.core}`));
      return;
    }
    // "According to the report, number of tourists has doubled."
    if (word === 'number' && next === 'of' && (token.sentenceStart || tokens[index - 1]?.clauseEnd || previous === 'and' || previous === 'but')) {
      found.push(issue(token, 'MODERATE', 'Article', '"number of" needs an article: "the number of" (one figure) or "a number of" (several).', `the ${token.core}`));
      return;
    }
    // "President of France visited our city."
    if (word !== null && token.sentenceStart && OF_TITLES.has(word) && next === 'of') {
      found.push(issue(token, 'MODERATE', 'Article', `A title before "of" takes "the": "The ${word} of…".`, `The ${word}`));
      return;
    }
    // "send astronauts to the Mars".
    if (word === 'the' && !token.clauseEnd && /^\p{Lu}\p{Ll}+$/u.test(tokens[index + 1]?.core ?? '') && BARE_PLACES.has(tokens[index + 1].core.toLowerCase())
      && !['of', 'and'].includes(plainWord(tokens[index + 2]) ?? '')) {
      found.push({ ...issue(token, 'MODERATE', 'Article', `"${tokens[index + 1].core}" takes no article.`, ''), end: tokens[index + 1].coreStart - 1 });
    }
  });
}

/** "How long do you know him?" → have you known; "I didn't see her since May" → haven't seen. */
function perfectDuration(context: RuleContext, found: GrammarIssue[]): void {
  const { tokens } = context;
  tokens.forEach((token, index) => {
    const word = plainWord(token);
    if (!word) return;
    if (word === 'how' && plainWord(tokens[index + 1]) === 'long' && ['do', 'does'].includes(plainWord(tokens[index + 2]) ?? '')
      && ['know', 'live', 'work', 'study', 'have', 'stay', 'teach', 'play'].includes(plainWord(tokens[index + 4]) ?? '')) {
      found.push(issue(tokens[index + 2], 'CRITICAL', 'Tense', '"How long" asks about a time up to now: "How long have you known…?"', null));
      return;
    }
    if ((word === "didn't" || word === 'did' && plainWord(tokens[index + 1]) === 'not') && !token.clauseEnd) {
      const end = tokens.slice(index).findIndex((candidate) => candidate.clauseEnd || candidate.sentenceEnd);
      const stop = end < 0 ? tokens.length : index + end + 1;
      const since = tokens.slice(index + 1, stop + 1).some((candidate) => candidate.lower === 'since');
      if (since) found.push(issue(token, 'CRITICAL', 'Tense', 'With "since" the main verb is in the present perfect: "haven\'t seen … since".', null));
    }
  });
}

const RULES = [
  articlePatterns,
  perfectDuration,
  comparativeForm,
  agreementAcrossPhrases,
  coordinatedSubject,
  questionAgreement,
  relativeClauseAgreement,
  pluralSubjectSingularVerb,
  singularSubjectPluralVerb,
  pronounAgreement,
  existentialAgreement,
  modalVerbForm,
  quantifiedSingular,
  indefiniteArticle,
  articleUse,
  missingArticle,
  fixedArticles,
  perfectForm,
  pastMarkerTense,
  tenseRules,
  wordOrder,
  repeatedWord,
  sentenceCapital,
  finalPunctuation,
];

/** The engine's own grammar checks: cheap patterns for errors learners make that harper misses. */
export function checkRules(context: RuleContext): GrammarIssue[] {
  const found: GrammarIssue[] = [];
  for (const rule of RULES) rule(context, found);
  return found;
}

/** compromise's tags for each token, matched by where the token's word starts. */
export function tagsPerToken(tokens: Token[], terms: Term[]): ReadonlySet<string>[] {
  const empty: ReadonlySet<string> = new Set();
  let cursor = 0;
  return tokens.map((token) => {
    while (cursor < terms.length && terms[cursor].end <= token.coreStart) cursor += 1;
    const term = terms[cursor];
    return term && term.start < token.coreEnd && term.end > token.coreStart ? term.tags : empty;
  });
}
