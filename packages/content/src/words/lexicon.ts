import type { LexiconEntry } from '../types';

/**
 * Word of the day: 120 academic words of the kind met in university lectures, reports and essays. Entries are in
 * alphabetical order by `word`, with no duplicates; each headword is a single lower-case word in British spelling.
 * Phonetics are IPA between slashes with a primary stress mark (ˈ) on every word of more than one syllable; the
 * American form is given even when it matches the British one. Each entry has 1–2 meanings; each meaning has 1–3
 * definitions written in our own words (no full stop at the end), 1–2 original example sentences that use the
 * headword or an inflected form of it, 0–4 synonyms, 0–3 antonyms and 0–3 collocations. `familyWords` holds 0–4
 * related forms and never repeats the headword. Definitions and examples use British spelling throughout (-ise,
 * -our, -re, -ll-). A word whose stress moves with its part of speech (advocate, attribute, elaborate, implement)
 * is given only in the sense its phonetics match.
 */
export const lexicon: LexiconEntry[] = [
  {
    word: 'abundant',
    britishPhonetic: '/əˈbʌndənt/',
    americanPhonetic: '/əˈbʌndənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['present in large amounts, often more than is needed'],
        examples: [
          'Fresh water is abundant in the north of the country but scarce in the south.',
          'The study found abundant evidence that a lack of sleep affects memory.',
        ],
        synonyms: ['plentiful', 'ample', 'copious'],
        antonyms: ['scarce', 'sparse'],
        collocations: ['abundant evidence', 'abundant supply', 'abundant in'],
      },
    ],
    familyWords: ['abundance', 'abundantly'],
  },
  {
    word: 'accelerate',
    britishPhonetic: '/əkˈseləreɪt/',
    americanPhonetic: '/əkˈseləreɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to move faster, or to make something move faster',
          'to make a process happen sooner or develop more quickly',
        ],
        examples: [
          'The car accelerated smoothly as it joined the motorway.',
          'Rising sea temperatures may accelerate the loss of coral reefs.',
        ],
        synonyms: ['speed up', 'hasten', 'quicken'],
        antonyms: ['decelerate', 'slow down'],
        collocations: ['accelerate growth', 'accelerate the process', 'rapidly accelerate'],
      },
    ],
    familyWords: ['acceleration', 'accelerator'],
  },
  {
    word: 'accommodate',
    britishPhonetic: '/əˈkɒmədeɪt/',
    americanPhonetic: '/əˈkɑːmədeɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to give someone a place to stay or live',
          'to have enough room for a certain number of people or things',
          'to change plans or arrangements so that they suit someone',
        ],
        examples: [
          'The new hall of residence can accommodate four hundred first-year students.',
          'The tutor tried to accommodate everyone by offering extra sessions in the evening.',
        ],
        synonyms: ['house', 'hold', 'adapt to'],
        antonyms: [],
        collocations: ['accommodate guests', 'accommodate the needs of', 'easily accommodate'],
      },
    ],
    familyWords: ['accommodation', 'accommodating'],
  },
  {
    word: 'accumulate',
    britishPhonetic: '/əˈkjuːmjəleɪt/',
    americanPhonetic: '/əˈkjuːmjəleɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to gather or collect more and more of something over a period of time',
          'to grow gradually in amount or number',
        ],
        examples: [
          'Over thirty years, she accumulated a remarkable collection of old maps.',
          'Dust had accumulated on every shelf of the empty office.',
        ],
        synonyms: ['gather', 'amass', 'build up', 'collect'],
        antonyms: ['disperse', 'scatter'],
        collocations: ['accumulate wealth', 'accumulate data', 'gradually accumulate'],
      },
    ],
    familyWords: ['accumulation', 'accumulative'],
  },
  {
    word: 'acknowledge',
    britishPhonetic: '/əkˈnɒlɪdʒ/',
    americanPhonetic: '/əkˈnɑːlɪdʒ/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to accept or admit that something is true or exists',
          'to let someone know that you have received or noticed something',
          'to thank someone publicly for their help',
        ],
        examples: [
          'The minister acknowledged that the scheme had not met its targets.',
          'The authors acknowledge the support of the nursing staff at the local hospital.',
        ],
        synonyms: ['admit', 'accept', 'recognise', 'concede'],
        antonyms: ['deny', 'ignore'],
        collocations: ['widely acknowledged', 'acknowledge receipt', 'fail to acknowledge'],
      },
    ],
    familyWords: ['acknowledgement', 'acknowledged'],
  },
  {
    word: 'adequate',
    britishPhonetic: '/ˈædɪkwət/',
    americanPhonetic: '/ˈædɪkwət/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'good enough or large enough for a particular need',
          'acceptable in quality, but not especially good',
        ],
        examples: [
          'Many rural clinics still lack adequate equipment.',
          'His essay was adequate, but it did not stand out from the others.',
        ],
        synonyms: ['sufficient', 'satisfactory', 'acceptable'],
        antonyms: ['inadequate', 'insufficient'],
        collocations: ['adequate funding', 'adequate supply', 'perfectly adequate'],
      },
    ],
    familyWords: ['adequately', 'adequacy', 'inadequate'],
  },
  {
    word: 'advocate',
    britishPhonetic: '/ˈædvəkeɪt/',
    americanPhonetic: '/ˈædvəkeɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to speak or write in public support of an idea, a policy or a course of action'],
        examples: [
          'Several doctors advocate a shorter working week for junior staff.',
          'The report advocates greater investment in public transport.',
        ],
        synonyms: ['support', 'champion', 'recommend', 'promote'],
        antonyms: ['oppose', 'criticise'],
        collocations: ['strongly advocate', 'advocate reform', 'advocate the use of'],
      },
    ],
    familyWords: ['advocacy'],
  },
  {
    word: 'allocate',
    britishPhonetic: '/ˈæləkeɪt/',
    americanPhonetic: '/ˈæləkeɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to give a share of something, such as money, time or space, to a particular person or purpose'],
        examples: [
          'The council allocated extra funds to repair local roads.',
          'Each group was allocated twenty minutes to present its findings.',
        ],
        synonyms: ['assign', 'allot', 'distribute', 'earmark'],
        antonyms: ['withhold'],
        collocations: ['allocate resources', 'allocate funding', 'allocate time'],
      },
    ],
    familyWords: ['allocation', 'reallocate'],
  },
  {
    word: 'ambiguous',
    britishPhonetic: '/æmˈbɪɡjuəs/',
    americanPhonetic: '/æmˈbɪɡjuəs/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'able to be understood in more than one way',
          'not clear or certain, so that people may disagree about it',
        ],
        examples: [
          'The wording of the question was ambiguous, so many candidates misunderstood it.',
          'The results of the first trial remain ambiguous.',
        ],
        synonyms: ['unclear', 'vague', 'equivocal'],
        antonyms: ['clear', 'unambiguous', 'explicit'],
        collocations: ['deliberately ambiguous', 'ambiguous wording', 'highly ambiguous'],
      },
    ],
    familyWords: ['ambiguity', 'ambiguously', 'unambiguous'],
  },
  {
    word: 'analyse',
    britishPhonetic: '/ˈænəlaɪz/',
    americanPhonetic: '/ˈænəlaɪz/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to examine something in detail in order to understand or explain it',
          'to break something down into its parts to study how they relate to each other',
        ],
        examples: [
          'Researchers analysed blood samples from more than two thousand volunteers.',
          'In the essay, you should analyse the causes of the crisis rather than simply describe it.',
        ],
        synonyms: ['examine', 'study', 'investigate', 'evaluate'],
        antonyms: [],
        collocations: ['analyse data', 'carefully analyse', 'analyse the results'],
      },
    ],
    familyWords: ['analysis', 'analyst', 'analytical'],
  },
  {
    word: 'anticipate',
    britishPhonetic: '/ænˈtɪsɪpeɪt/',
    americanPhonetic: '/ænˈtɪsɪpeɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to expect that something will happen, and sometimes to prepare for it',
          'to look forward to something that is going to happen',
        ],
        examples: [
          'The organisers anticipate a large crowd at the opening ceremony.',
          'Good writers anticipate the questions their readers are likely to ask.',
        ],
        synonyms: ['expect', 'foresee', 'predict'],
        antonyms: [],
        collocations: ['anticipate problems', 'eagerly anticipated', 'than anticipated'],
      },
    ],
    familyWords: ['anticipation', 'anticipated', 'unanticipated'],
  },
  {
    word: 'arbitrary',
    britishPhonetic: '/ˈɑːbɪtrəri/',
    americanPhonetic: '/ˈɑːrbɪtreri/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'based on chance or personal choice rather than on a reason or a system',
          'using power without any regard for what is fair',
        ],
        examples: [
          'The cut-off date for applications seemed completely arbitrary.',
          'Citizens protested against the arbitrary arrest of journalists.',
        ],
        synonyms: ['random', 'unreasoned', 'capricious'],
        antonyms: ['reasoned', 'systematic'],
        collocations: ['arbitrary decision', 'arbitrary choice', 'somewhat arbitrary'],
      },
    ],
    familyWords: ['arbitrarily', 'arbitrariness'],
  },
  {
    word: 'assess',
    britishPhonetic: '/əˈses/',
    americanPhonetic: '/əˈses/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to judge the quality, importance or nature of something after careful thought',
          'to work out the value or amount of something',
        ],
        examples: [
          'Students are assessed on both their coursework and a final exam.',
          'Engineers were sent to assess the damage caused by the flood.',
        ],
        synonyms: ['evaluate', 'judge', 'gauge', 'estimate'],
        antonyms: [],
        collocations: ['assess the impact', 'assess the risk', 'difficult to assess'],
      },
    ],
    familyWords: ['assessment', 'assessor', 'reassess'],
  },
  {
    word: 'attribute',
    britishPhonetic: '/əˈtrɪbjuːt/',
    americanPhonetic: '/əˈtrɪbjuːt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to say or believe that something is caused by a particular thing',
          'to say that a piece of work or a remark was produced by a particular person',
        ],
        examples: [
          'The shop attributed the fall in sales to the unusually wet summer.',
          'The quotation is often attributed to a nineteenth-century scientist.',
        ],
        synonyms: ['ascribe', 'credit', 'put down to'],
        antonyms: [],
        collocations: ['attribute success to', 'largely attributed to', 'wrongly attributed'],
      },
    ],
    familyWords: ['attribution', 'attributable'],
  },
  {
    word: 'authentic',
    britishPhonetic: '/ɔːˈθentɪk/',
    americanPhonetic: '/ɔːˈθentɪk/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'real, and not a copy or a fake',
          'true to the original, or showing accurately how something really is',
        ],
        examples: [
          'Experts confirmed that the letter was authentic.',
          'The restaurant prides itself on serving authentic regional dishes.',
        ],
        synonyms: ['genuine', 'real', 'original', 'bona fide'],
        antonyms: ['fake', 'counterfeit', 'false'],
        collocations: ['authentic materials', 'authentic experience', 'authentic voice'],
      },
    ],
    familyWords: ['authenticity', 'authenticate', 'authentically'],
  },
  {
    word: 'beneficial',
    britishPhonetic: '/ˌbenɪˈfɪʃl/',
    americanPhonetic: '/ˌbenɪˈfɪʃl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['having a good or helpful effect'],
        examples: [
          'Regular exercise is beneficial for both physical and mental health.',
          'The trade agreement proved mutually beneficial.',
        ],
        synonyms: ['advantageous', 'helpful', 'favourable', 'useful'],
        antonyms: ['harmful', 'detrimental'],
        collocations: ['mutually beneficial', 'beneficial effect', 'highly beneficial'],
      },
    ],
    familyWords: ['benefit', 'beneficiary', 'beneficially'],
  },
  {
    word: 'bias',
    britishPhonetic: '/ˈbaɪəs/',
    americanPhonetic: '/ˈbaɪəs/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'an unfair preference for or against a person, a group or an idea',
          'a tendency in research results that makes them less accurate or balanced',
        ],
        examples: [
          'The survey was criticised for its bias towards city residents.',
          'Choosing participants at random helps to reduce bias in the data.',
        ],
        synonyms: ['prejudice', 'partiality', 'one-sidedness'],
        antonyms: ['impartiality', 'neutrality', 'fairness'],
        collocations: ['gender bias', 'unconscious bias', 'bias against'],
      },
      {
        partOfSpeech: 'VERB',
        definitions: ['to influence someone or something unfairly so that they favour one side'],
        examples: ['The interviewer may have biased the answers by asking leading questions.'],
        synonyms: ['influence', 'prejudice', 'sway'],
        antonyms: [],
        collocations: ['biased against', 'heavily biased'],
      },
    ],
    familyWords: ['biased', 'unbiased'],
  },
  {
    word: 'coherent',
    britishPhonetic: '/kəʊˈhɪərənt/',
    americanPhonetic: '/koʊˈhɪrənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'logical and well organised, so that all the parts fit together clearly',
          'able to speak or think clearly',
        ],
        examples: [
          'A good essay presents a coherent argument from start to finish.',
          'After the accident, he was too shocked to give a coherent account of what happened.',
        ],
        synonyms: ['logical', 'consistent', 'clear', 'orderly'],
        antonyms: ['incoherent', 'confused', 'disjointed'],
        collocations: ['coherent argument', 'coherent strategy', 'a coherent whole'],
      },
    ],
    familyWords: ['coherence', 'coherently', 'incoherent'],
  },
  {
    word: 'coincide',
    britishPhonetic: '/ˌkəʊɪnˈsaɪd/',
    americanPhonetic: '/ˌkoʊɪnˈsaɪd/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to happen at the same time as something else',
          'to be the same as something, or to agree with it',
        ],
        examples: [
          'The festival coincides with the start of the school holidays.',
          'Her views on the issue coincided with those of her supervisor.',
        ],
        synonyms: ['concur', 'correspond', 'match'],
        antonyms: ['differ', 'diverge'],
        collocations: ['coincide with', 'happen to coincide', 'timed to coincide'],
      },
    ],
    familyWords: ['coincidence', 'coincidental', 'coincidentally'],
  },
  {
    word: 'collaborate',
    britishPhonetic: '/kəˈlæbəreɪt/',
    americanPhonetic: '/kəˈlæbəreɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to work together with other people to produce something or reach a shared goal',
          'to help an enemy that has taken control of your country',
        ],
        examples: [
          'Three universities collaborated on the climate research project.',
          'The artist collaborated with local children to paint the mural.',
        ],
        synonyms: ['cooperate', 'team up', 'work together', 'partner'],
        antonyms: ['compete'],
        collocations: ['collaborate closely', 'collaborate with', 'collaborate on a project'],
      },
    ],
    familyWords: ['collaboration', 'collaborative', 'collaborator'],
  },
  {
    word: 'compatible',
    britishPhonetic: '/kəmˈpætəbl/',
    americanPhonetic: '/kəmˈpætəbl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'able to exist or work together without causing problems',
          'able to be used with a particular machine or system',
        ],
        examples: [
          'The new software is not compatible with older computers.',
          'The couple soon found that their working hours were simply not compatible.',
        ],
        synonyms: ['consistent', 'harmonious', 'well matched'],
        antonyms: ['incompatible', 'conflicting'],
        collocations: ['compatible with', 'fully compatible', 'backward compatible'],
      },
    ],
    familyWords: ['compatibility', 'incompatible'],
  },
  {
    word: 'compensate',
    britishPhonetic: '/ˈkɒmpenseɪt/',
    americanPhonetic: '/ˈkɑːmpenseɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to pay someone money because they have suffered loss, injury or damage',
          'to reduce the bad effect of something by providing something good',
        ],
        examples: [
          'The airline compensated passengers whose flights were cancelled.',
          'Her enthusiasm more than compensates for her lack of experience.',
        ],
        synonyms: ['reimburse', 'repay', 'make up for', 'offset'],
        antonyms: [],
        collocations: ['compensate for', 'fully compensate', 'compensate victims'],
      },
    ],
    familyWords: ['compensation', 'compensatory'],
  },
  {
    word: 'comprehensive',
    britishPhonetic: '/ˌkɒmprɪˈhensɪv/',
    americanPhonetic: '/ˌkɑːmprɪˈhensɪv/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'including all, or nearly all, the parts or details of something',
          'in Britain, describing a state secondary school that takes pupils of all abilities',
        ],
        examples: [
          'The library holds a comprehensive collection of legal journals.',
          'The government has promised a comprehensive review of the tax system.',
        ],
        synonyms: ['thorough', 'complete', 'extensive', 'all-inclusive'],
        antonyms: ['limited', 'partial', 'incomplete'],
        collocations: ['comprehensive review', 'comprehensive guide', 'comprehensive coverage'],
      },
    ],
    familyWords: ['comprehensively', 'comprehensiveness'],
  },
  {
    word: 'comprise',
    britishPhonetic: '/kəmˈpraɪz/',
    americanPhonetic: '/kəmˈpraɪz/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to consist of particular parts or members', 'to be the parts that together form a whole'],
        examples: [
          'The course comprises ten lectures and four practical workshops.',
          'Women comprise nearly sixty per cent of the nursing workforce.',
        ],
        synonyms: ['consist of', 'include', 'contain', 'make up'],
        antonyms: [],
        collocations: ['largely comprise', 'comprise mainly'],
      },
    ],
    familyWords: [],
  },
  {
    word: 'concise',
    britishPhonetic: '/kənˈsaɪs/',
    americanPhonetic: '/kənˈsaɪs/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['giving a lot of information clearly in only a few words'],
        examples: [
          'Keep your summary concise: one sentence of no more than seventy-five words.',
          'The manual gives a concise explanation of each function.',
        ],
        synonyms: ['brief', 'succinct', 'short', 'to the point'],
        antonyms: ['wordy', 'lengthy', 'verbose'],
        collocations: ['clear and concise', 'concise summary', 'concise answer'],
      },
    ],
    familyWords: ['concisely', 'concision', 'conciseness'],
  },
  {
    word: 'consecutive',
    britishPhonetic: '/kənˈsekjətɪv/',
    americanPhonetic: '/kənˈsekjətɪv/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['following one after another without a break'],
        examples: [
          'The city recorded its hottest day for the third consecutive year.',
          'He missed five consecutive lectures because of illness.',
        ],
        synonyms: ['successive', 'straight', 'in a row', 'continuous'],
        antonyms: ['intermittent', 'interrupted'],
        collocations: ['consecutive days', 'third consecutive', 'consecutive years'],
      },
    ],
    familyWords: ['consecutively'],
  },
  {
    word: 'consensus',
    britishPhonetic: '/kənˈsensəs/',
    americanPhonetic: '/kənˈsensəs/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: ['general agreement among all or most of the people in a group'],
        examples: [
          'There is now a broad consensus among scientists that the climate is warming.',
          'The committee failed to reach a consensus on the budget.',
        ],
        synonyms: ['agreement', 'accord', 'unanimity'],
        antonyms: ['disagreement', 'dissent', 'conflict'],
        collocations: ['reach a consensus', 'broad consensus', 'scientific consensus'],
      },
    ],
    familyWords: ['consensual'],
  },
  {
    word: 'constrain',
    britishPhonetic: '/kənˈstreɪn/',
    americanPhonetic: '/kənˈstreɪn/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to limit or control what someone or something can do',
          'to force someone to act in a particular way',
        ],
        examples: [
          'A lack of funding has constrained the growth of the project.',
          'Students often feel constrained by strict word limits.',
        ],
        synonyms: ['restrict', 'limit', 'restrain', 'curb'],
        antonyms: ['free', 'release'],
        collocations: ['severely constrained', 'constrain growth', 'feel constrained'],
      },
    ],
    familyWords: ['constraint', 'constrained', 'unconstrained'],
  },
  {
    word: 'contemporary',
    britishPhonetic: '/kənˈtemprəri/',
    americanPhonetic: '/kənˈtempəreri/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'belonging to the present time; modern',
          'existing or happening in the same period of time as something else',
        ],
        examples: [
          'The gallery specialises in contemporary African art.',
          'Contemporary accounts of the battle differ in several important details.',
        ],
        synonyms: ['modern', 'current', 'present-day', 'concurrent'],
        antonyms: ['old-fashioned', 'historic'],
        collocations: ['contemporary art', 'contemporary society', 'contemporary music'],
      },
      {
        partOfSpeech: 'NOUN',
        definitions: ['a person who lived or worked at the same time as another person'],
        examples: ['Shakespeare and his contemporaries wrote for a lively London theatre scene.'],
        synonyms: ['peer'],
        antonyms: [],
        collocations: ['a close contemporary'],
      },
    ],
    familyWords: ['contemporaneous'],
  },
  {
    word: 'contradict',
    britishPhonetic: '/ˌkɒntrəˈdɪkt/',
    americanPhonetic: '/ˌkɑːntrəˈdɪkt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to say the opposite of what someone else has said, suggesting that they are wrong',
          'to be so different from something that both cannot be true',
        ],
        examples: [
          'The new evidence contradicts the official version of events.',
          'She rarely contradicts her manager in meetings.',
        ],
        synonyms: ['dispute', 'challenge', 'deny', 'refute'],
        antonyms: ['confirm', 'support', 'agree'],
        collocations: ['directly contradict', 'contradict yourself', 'contradict the evidence'],
      },
    ],
    familyWords: ['contradiction', 'contradictory'],
  },
  {
    word: 'controversial',
    britishPhonetic: '/ˌkɒntrəˈvɜːʃl/',
    americanPhonetic: '/ˌkɑːntrəˈvɜːrʃl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['causing a lot of public disagreement or strong argument'],
        examples: [
          'The plan to build a third runway remains highly controversial.',
          'The author makes several controversial claims about the causes of poverty.',
        ],
        synonyms: ['contentious', 'disputed', 'divisive', 'debatable'],
        antonyms: ['uncontroversial', 'accepted'],
        collocations: ['highly controversial', 'controversial issue', 'controversial decision'],
      },
    ],
    familyWords: ['controversy', 'controversially'],
  },
  {
    word: 'conventional',
    britishPhonetic: '/kənˈvenʃənl/',
    americanPhonetic: '/kənˈvenʃənl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'following the usual or traditional way of doing things',
          'describing weapons or power sources that are not nuclear',
        ],
        examples: [
          'Electric cars are cheaper to run than conventional petrol vehicles.',
          'She took a less conventional route into teaching.',
        ],
        synonyms: ['traditional', 'standard', 'orthodox', 'customary'],
        antonyms: ['unconventional', 'unusual', 'radical'],
        collocations: ['conventional wisdom', 'conventional methods', 'conventional medicine'],
      },
    ],
    familyWords: ['convention', 'conventionally', 'unconventional'],
  },
  {
    word: 'crucial',
    britishPhonetic: '/ˈkruːʃl/',
    americanPhonetic: '/ˈkruːʃl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['extremely important, because other things depend on it'],
        examples: [
          'Early diagnosis is crucial to the successful treatment of the disease.',
          'The final minutes of the match were crucial.',
        ],
        synonyms: ['vital', 'essential', 'critical', 'decisive'],
        antonyms: ['unimportant', 'trivial', 'minor'],
        collocations: ['crucial role', 'absolutely crucial', 'crucial factor'],
      },
    ],
    familyWords: ['crucially'],
  },
  {
    word: 'deficiency',
    britishPhonetic: '/dɪˈfɪʃnsi/',
    americanPhonetic: '/dɪˈfɪʃnsi/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'a lack of something that is needed, especially in the diet',
          'a weakness or fault in something or someone',
        ],
        examples: [
          'Iron deficiency is a common cause of tiredness.',
          'The inspection revealed serious deficiencies in the fire safety system.',
        ],
        synonyms: ['shortage', 'lack', 'shortfall', 'flaw'],
        antonyms: ['sufficiency', 'surplus', 'abundance'],
        collocations: ['vitamin deficiency', 'serious deficiency', 'deficiency in'],
      },
    ],
    familyWords: ['deficient', 'deficit'],
  },
  {
    word: 'deteriorate',
    britishPhonetic: '/dɪˈtɪəriəreɪt/',
    americanPhonetic: '/dɪˈtɪriəreɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to become gradually worse in quality or condition'],
        examples: [
          'Air quality in the city deteriorates sharply during the winter months.',
          'Relations between the two neighbours deteriorated after the dispute.',
        ],
        synonyms: ['worsen', 'decline', 'degenerate', 'decay'],
        antonyms: ['improve', 'recover'],
        collocations: ['deteriorate rapidly', 'steadily deteriorate', 'deteriorating health'],
      },
    ],
    familyWords: ['deterioration'],
  },
  {
    word: 'diminish',
    britishPhonetic: '/dɪˈmɪnɪʃ/',
    americanPhonetic: '/dɪˈmɪnɪʃ/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to become smaller, weaker or less important, or to make something do this',
          'to make someone or something seem less valuable than they really are',
        ],
        examples: [
          'The pain diminished gradually over the following week.',
          'Nothing can diminish her contribution to the field of genetics.',
        ],
        synonyms: ['decrease', 'reduce', 'lessen', 'decline'],
        antonyms: ['increase', 'grow', 'enhance'],
        collocations: ['greatly diminished', 'diminishing returns', 'diminish the importance'],
      },
    ],
    familyWords: ['diminished', 'diminution', 'undiminished'],
  },
  {
    word: 'discrepancy',
    britishPhonetic: '/dɪˈskrepənsi/',
    americanPhonetic: '/dɪˈskrepənsi/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: ['a difference between two things, such as figures or reports, that ought to be the same'],
        examples: [
          'The auditors found a discrepancy between the two sets of accounts.',
          'There were discrepancies between what the witnesses said and what the camera recorded.',
        ],
        synonyms: ['difference', 'inconsistency', 'mismatch', 'disparity'],
        antonyms: ['agreement', 'consistency', 'correspondence'],
        collocations: ['a discrepancy between', 'significant discrepancy', 'explain the discrepancy'],
      },
    ],
    familyWords: ['discrepant'],
  },
  {
    word: 'disperse',
    britishPhonetic: '/dɪˈspɜːs/',
    americanPhonetic: '/dɪˈspɜːrs/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to spread over a wide area, or to make something do this',
          'to separate and go in different directions, or to make a group do this',
        ],
        examples: [
          'The wind quickly dispersed the smoke from the fire.',
          'The crowd dispersed peacefully after the concert ended.',
        ],
        synonyms: ['scatter', 'spread', 'dissipate', 'break up'],
        antonyms: ['gather', 'assemble', 'concentrate'],
        collocations: ['widely dispersed', 'disperse the crowd', 'disperse seeds'],
      },
    ],
    familyWords: ['dispersal', 'dispersion'],
  },
  {
    word: 'distinguish',
    britishPhonetic: '/dɪˈstɪŋɡwɪʃ/',
    americanPhonetic: '/dɪˈstɪŋɡwɪʃ/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to notice or understand the difference between two or more things',
          'to be the feature that makes someone or something different from others',
          'to manage to see or hear something that is not clear',
        ],
        examples: [
          'Young children sometimes find it hard to distinguish fact from fiction.',
          'What distinguishes this phone from its rivals is its long battery life.',
        ],
        synonyms: ['differentiate', 'discriminate', 'tell apart', 'discern'],
        antonyms: ['confuse', 'mix up'],
        collocations: ['distinguish between', 'distinguish from', 'clearly distinguish'],
      },
    ],
    familyWords: ['distinction', 'distinctive', 'distinguished', 'distinguishable'],
  },
  {
    word: 'diverse',
    britishPhonetic: '/daɪˈvɜːs/',
    americanPhonetic: '/daɪˈvɜːrs/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['including many different types of people or things', 'very different from each other'],
        examples: [
          'London has one of the most culturally diverse populations in the world.',
          'The course attracts students from diverse academic backgrounds.',
        ],
        synonyms: ['varied', 'mixed', 'assorted', 'wide-ranging'],
        antonyms: ['uniform', 'homogeneous', 'similar'],
        collocations: ['culturally diverse', 'diverse range', 'diverse backgrounds'],
      },
    ],
    familyWords: ['diversity', 'diversify', 'diversification'],
  },
  {
    word: 'dominant',
    britishPhonetic: '/ˈdɒmɪnənt/',
    americanPhonetic: '/ˈdɑːmɪnənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'more powerful, important or noticeable than others',
          'describing a gene that produces its effect even when paired with a different form of that gene',
        ],
        examples: [
          'Tourism has become the dominant industry on the island.',
          'The gene for brown eyes is usually dominant over the gene for blue eyes.',
        ],
        synonyms: ['leading', 'main', 'prevailing', 'commanding'],
        antonyms: ['subordinate', 'minor', 'recessive'],
        collocations: ['dominant role', 'dominant position', 'dominant force'],
      },
    ],
    familyWords: ['dominance', 'dominate', 'domination'],
  },
  {
    word: 'elaborate',
    britishPhonetic: '/ɪˈlæbəreɪt/',
    americanPhonetic: '/ɪˈlæbəreɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to give more details or information about something you have said',
          'to develop a plan or an idea in greater detail',
        ],
        examples: [
          'The lecturer refused to elaborate on her reasons for leaving.',
          'Could you elaborate on the second point in your proposal?',
        ],
        synonyms: ['expand', 'develop', 'explain', 'enlarge'],
        antonyms: ['summarise', 'simplify'],
        collocations: ['elaborate on', 'elaborate further', 'refuse to elaborate'],
      },
    ],
    familyWords: ['elaboration'],
  },
  {
    word: 'eliminate',
    britishPhonetic: '/ɪˈlɪmɪneɪt/',
    americanPhonetic: '/ɪˈlɪmɪneɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to remove something completely or get rid of it',
          'to defeat a team or a player so that they leave a competition',
        ],
        examples: [
          'A new vaccine could help eliminate the disease within a decade.',
          'Our team was eliminated in the first round of the tournament.',
        ],
        synonyms: ['remove', 'eradicate', 'get rid of', 'abolish'],
        antonyms: ['include', 'add', 'retain'],
        collocations: ['eliminate the need', 'eliminate poverty', 'completely eliminate'],
      },
    ],
    familyWords: ['elimination'],
  },
  {
    word: 'emerge',
    britishPhonetic: '/ɪˈmɜːdʒ/',
    americanPhonetic: '/ɪˈmɜːrdʒ/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to come out of a place, or to appear from somewhere hidden',
          'to become known, or to begin to exist',
        ],
        examples: [
          'A fox emerged from the bushes at the edge of the field.',
          'It later emerged that the figures had been calculated incorrectly.',
        ],
        synonyms: ['appear', 'arise', 'surface', 'come out'],
        antonyms: ['disappear', 'vanish'],
        collocations: ['emerge from', 'it emerged that', 'emerge as'],
      },
    ],
    familyWords: ['emergence', 'emerging', 'emergent'],
  },
  {
    word: 'emphasise',
    britishPhonetic: '/ˈemfəsaɪz/',
    americanPhonetic: '/ˈemfəsaɪz/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to show that something is especially important or deserves attention',
          'to say a word, or part of a word, more loudly or strongly',
        ],
        examples: [
          'The report emphasises the need for earlier support for struggling readers.',
          'Our coach always emphasised teamwork over individual skill.',
        ],
        synonyms: ['stress', 'highlight', 'underline', 'accentuate'],
        antonyms: ['play down', 'understate', 'minimise'],
        collocations: ['emphasise the importance', 'strongly emphasise', 'emphasise the need'],
      },
    ],
    familyWords: ['emphasis', 'emphatic', 'emphatically'],
  },
  {
    word: 'empirical',
    britishPhonetic: '/ɪmˈpɪrɪkl/',
    americanPhonetic: '/ɪmˈpɪrɪkl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['based on observation, experiment or experience rather than on theory alone'],
        examples: [
          'There is little empirical evidence to support the claim.',
          'The thesis combines a theoretical framework with empirical research in three schools.',
        ],
        synonyms: ['experimental', 'observed', 'practical', 'evidence-based'],
        antonyms: ['theoretical', 'hypothetical'],
        collocations: ['empirical evidence', 'empirical study', 'empirical data'],
      },
    ],
    familyWords: ['empirically', 'empiricism'],
  },
  {
    word: 'enhance',
    britishPhonetic: '/ɪnˈhɑːns/',
    americanPhonetic: '/ɪnˈhæns/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to improve the quality, value or strength of something'],
        examples: [
          'A few carefully chosen images can enhance a presentation.',
          'The new lighting enhanced the atmosphere of the old theatre.',
        ],
        synonyms: ['improve', 'boost', 'strengthen', 'heighten'],
        antonyms: ['diminish', 'reduce', 'worsen'],
        collocations: ['enhance performance', 'greatly enhance', 'enhance the quality'],
      },
    ],
    familyWords: ['enhancement', 'enhanced'],
  },
  {
    word: 'equivalent',
    britishPhonetic: '/ɪˈkwɪvələnt/',
    americanPhonetic: '/ɪˈkwɪvələnt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['equal in value, amount, meaning or importance to something else'],
        examples: ['A diploma from the college is equivalent to the first year of a degree.'],
        synonyms: ['equal', 'comparable', 'corresponding'],
        antonyms: ['different', 'unequal'],
        collocations: ['roughly equivalent', 'equivalent to'],
      },
      {
        partOfSpeech: 'NOUN',
        definitions: ['something that has the same value, purpose or effect as something else'],
        examples: [
          'There is no exact English equivalent of the word.',
          'The repairs cost the equivalent of two months of rent.',
        ],
        synonyms: ['counterpart', 'match', 'parallel'],
        antonyms: [],
        collocations: ['the nearest equivalent', 'direct equivalent', 'the equivalent of'],
      },
    ],
    familyWords: ['equivalence'],
  },
  {
    word: 'evaluate',
    britishPhonetic: '/ɪˈvæljueɪt/',
    americanPhonetic: '/ɪˈvæljueɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to judge how good, useful or successful something is after studying it carefully'],
        examples: [
          'The study evaluates the long-term effects of the reading programme.',
          'We need to evaluate each option before making a decision.',
        ],
        synonyms: ['assess', 'appraise', 'judge', 'review'],
        antonyms: [],
        collocations: ['evaluate the effectiveness', 'critically evaluate', 'evaluate the evidence'],
      },
    ],
    familyWords: ['evaluation', 'evaluative', 're-evaluate'],
  },
  {
    word: 'evident',
    britishPhonetic: '/ˈevɪdənt/',
    americanPhonetic: '/ˈevɪdənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['easy to see, notice or understand; obvious'],
        examples: [
          'It was evident from her face that she had already heard the news.',
          'The benefits of the new system became evident within months.',
        ],
        synonyms: ['obvious', 'clear', 'apparent', 'plain'],
        antonyms: ['unclear', 'hidden', 'obscure'],
        collocations: ['clearly evident', 'self-evident', 'become evident'],
      },
    ],
    familyWords: ['evidence', 'evidently'],
  },
  {
    word: 'exaggerate',
    britishPhonetic: '/ɪɡˈzædʒəreɪt/',
    americanPhonetic: '/ɪɡˈzædʒəreɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to describe something as bigger, better or worse than it really is'],
        examples: [
          'Advertisers often exaggerate the benefits of their products.',
          'The dangers of the journey have been greatly exaggerated.',
        ],
        synonyms: ['overstate', 'inflate', 'overemphasise', 'magnify'],
        antonyms: ['understate', 'minimise', 'play down'],
        collocations: ['greatly exaggerated', 'exaggerate the importance', 'tend to exaggerate'],
      },
    ],
    familyWords: ['exaggeration', 'exaggerated'],
  },
  {
    word: 'explicit',
    britishPhonetic: '/ɪkˈsplɪsɪt/',
    americanPhonetic: '/ɪkˈsplɪsɪt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'stated clearly and in detail, so that there is no doubt about the meaning',
          'showing or describing sex or violence very openly',
        ],
        examples: [
          'The instructions were explicit: no phones are allowed in the exam room.',
          'The contract makes explicit reference to overtime pay.',
        ],
        synonyms: ['clear', 'precise', 'direct', 'plain'],
        antonyms: ['implicit', 'vague', 'ambiguous'],
        collocations: ['explicit instructions', 'make explicit', 'explicit reference'],
      },
    ],
    familyWords: ['explicitly', 'explicitness'],
  },
  {
    word: 'facilitate',
    britishPhonetic: '/fəˈsɪlɪteɪt/',
    americanPhonetic: '/fəˈsɪlɪteɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to make an action or a process easier, or more likely to happen',
          'to lead a discussion or workshop by helping the group to work together',
        ],
        examples: [
          'The new bridge will facilitate trade between the two regions.',
          'An experienced teacher facilitated the workshop for new parents.',
        ],
        synonyms: ['ease', 'assist', 'enable', 'promote'],
        antonyms: ['hinder', 'obstruct', 'impede'],
        collocations: ['facilitate learning', 'facilitate communication', 'help to facilitate'],
      },
    ],
    familyWords: ['facilitator', 'facilitation', 'facility'],
  },
  {
    word: 'feasible',
    britishPhonetic: '/ˈfiːzəbl/',
    americanPhonetic: '/ˈfiːzəbl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['possible to do or achieve in practice', 'likely to be true, or reasonable to believe'],
        examples: [
          'Engineers are studying whether a tunnel under the bay is feasible.',
          'It is not economically feasible to repair the old bridge.',
        ],
        synonyms: ['practicable', 'achievable', 'workable', 'viable'],
        antonyms: ['impractical', 'unworkable', 'impossible'],
        collocations: ['economically feasible', 'technically feasible', 'feasible option'],
      },
    ],
    familyWords: ['feasibility', 'unfeasible'],
  },
  {
    word: 'fluctuate',
    britishPhonetic: '/ˈflʌktʃueɪt/',
    americanPhonetic: '/ˈflʌktʃueɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to change often and irregularly in amount, level or value'],
        examples: [
          'Vegetable prices fluctuate according to the season.',
          'His mood fluctuated wildly during the weeks before the exam.',
        ],
        synonyms: ['vary', 'rise and fall', 'swing', 'waver'],
        antonyms: ['stabilise', 'remain steady'],
        collocations: ['fluctuate wildly', 'fluctuate between', 'fluctuating prices'],
      },
    ],
    familyWords: ['fluctuation'],
  },
  {
    word: 'fundamental',
    britishPhonetic: '/ˌfʌndəˈmentl/',
    americanPhonetic: '/ˌfʌndəˈmentl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'forming the basic or most important part of something',
          'affecting the deepest and most central parts of something',
        ],
        examples: [
          'Access to clean water is a fundamental human right.',
          'The new manager made fundamental changes to the way the office works.',
        ],
        synonyms: ['basic', 'essential', 'core', 'underlying'],
        antonyms: ['secondary', 'minor', 'superficial'],
        collocations: ['fundamental change', 'fundamental principle', 'fundamental difference'],
      },
    ],
    familyWords: ['fundamentally', 'fundamentals'],
  },
  {
    word: 'generate',
    britishPhonetic: '/ˈdʒenəreɪt/',
    americanPhonetic: '/ˈdʒenəreɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to produce or create something, such as energy, income or interest',
          'to cause something to exist or happen',
        ],
        examples: [
          'The wind farm generates enough electricity for ten thousand homes.',
          'The proposal generated a great deal of debate among staff.',
        ],
        synonyms: ['produce', 'create', 'cause', 'yield'],
        antonyms: ['destroy', 'consume'],
        collocations: ['generate income', 'generate electricity', 'generate interest'],
      },
    ],
    familyWords: ['generation', 'generator', 'generative'],
  },
  {
    word: 'hierarchy',
    britishPhonetic: '/ˈhaɪərɑːki/',
    americanPhonetic: '/ˈhaɪərɑːrki/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'a system in which people or things are arranged in levels according to their importance or power',
          'the group of people who hold the most power in an organisation',
        ],
        examples: [
          'In the army, there is a strict hierarchy of ranks.',
          'The psychology lecture explained the idea of a hierarchy of human needs.',
        ],
        synonyms: ['ranking', 'pecking order', 'chain of command'],
        antonyms: [],
        collocations: ['social hierarchy', 'rigid hierarchy', 'in the hierarchy'],
      },
    ],
    familyWords: ['hierarchical', 'hierarchically'],
  },
  {
    word: 'hypothesis',
    britishPhonetic: '/haɪˈpɒθəsɪs/',
    americanPhonetic: '/haɪˈpɑːθəsɪs/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'an explanation that is suggested as a starting point for testing or further study',
          'an idea or suggestion that has not yet been proved',
        ],
        examples: [
          'The experiment was designed to test the hypothesis that music improves concentration.',
          'Their findings supported the original hypothesis.',
        ],
        synonyms: ['theory', 'proposition', 'assumption', 'premise'],
        antonyms: ['fact', 'proof'],
        collocations: ['test a hypothesis', 'support the hypothesis', 'working hypothesis'],
      },
    ],
    familyWords: ['hypotheses', 'hypothetical', 'hypothesise'],
  },
  {
    word: 'implement',
    britishPhonetic: '/ˈɪmplɪment/',
    americanPhonetic: '/ˈɪmplɪment/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to start using a plan, a system or a decision and make it take effect'],
        examples: [
          'The school implemented a new anti-bullying policy last term.',
          'The changes will be implemented gradually over two years.',
        ],
        synonyms: ['carry out', 'execute', 'apply', 'enforce'],
        antonyms: ['abandon', 'cancel'],
        collocations: ['implement a policy', 'fully implemented', 'implement changes'],
      },
    ],
    familyWords: ['implementation'],
  },
  {
    word: 'implicit',
    britishPhonetic: '/ɪmˈplɪsɪt/',
    americanPhonetic: '/ɪmˈplɪsɪt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'suggested or understood without being said directly',
          'complete and without any doubt, especially of trust or belief',
        ],
        examples: [
          'There was an implicit criticism in his comments about the budget.',
          'She has implicit trust in her research partner.',
        ],
        synonyms: ['implied', 'unspoken', 'tacit', 'understood'],
        antonyms: ['explicit', 'stated'],
        collocations: ['implicit assumption', 'implicit in', 'implicit trust'],
      },
    ],
    familyWords: ['implicitly', 'implication', 'imply'],
  },
  {
    word: 'incentive',
    britishPhonetic: '/ɪnˈsentɪv/',
    americanPhonetic: '/ɪnˈsentɪv/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: ['something that encourages a person or an organisation to do something'],
        examples: [
          'The government offers tax incentives to companies that cut their emissions.',
          'There is little incentive for students to read beyond the set texts.',
        ],
        synonyms: ['motivation', 'encouragement', 'inducement', 'stimulus'],
        antonyms: ['deterrent', 'disincentive'],
        collocations: ['financial incentive', 'tax incentive', 'strong incentive'],
      },
    ],
    familyWords: ['incentivise', 'disincentive'],
  },
  {
    word: 'incidence',
    britishPhonetic: '/ˈɪnsɪdəns/',
    americanPhonetic: '/ˈɪnsɪdəns/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'how often something, usually something bad, happens in a particular group or area',
        ],
        examples: [
          'There is a higher incidence of asthma in polluted urban areas.',
          'The incidence of street crime fell after the lighting was improved.',
        ],
        synonyms: ['rate', 'frequency', 'occurrence', 'prevalence'],
        antonyms: [],
        collocations: ['high incidence', 'incidence of disease', 'increased incidence'],
      },
    ],
    familyWords: ['incident', 'incidental'],
  },
  {
    word: 'inevitable',
    britishPhonetic: '/ɪnˈevɪtəbl/',
    americanPhonetic: '/ɪnˈevɪtəbl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['certain to happen, and impossible to prevent or avoid'],
        examples: [
          'Some delays are inevitable when a building project is this large.',
          'The inevitable result of the price rise was a fall in demand.',
        ],
        synonyms: ['unavoidable', 'certain', 'inescapable', 'sure'],
        antonyms: ['avoidable', 'uncertain', 'preventable'],
        collocations: ['almost inevitable', 'inevitable consequence', 'seem inevitable'],
      },
    ],
    familyWords: ['inevitably', 'inevitability'],
  },
  {
    word: 'infer',
    britishPhonetic: '/ɪnˈfɜː/',
    americanPhonetic: '/ɪnˈfɜːr/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to reach an opinion or a conclusion from the facts or information available'],
        examples: [
          'From the data, we can infer that older users prefer the printed version.',
          'Readers often have to infer the meaning of unknown words from the context.',
        ],
        synonyms: ['deduce', 'conclude', 'gather', 'derive'],
        antonyms: [],
        collocations: ['infer from', 'reasonably infer', 'infer meaning'],
      },
    ],
    familyWords: ['inference', 'inferential'],
  },
  {
    word: 'inherent',
    britishPhonetic: '/ɪnˈhɪərənt/',
    americanPhonetic: '/ɪnˈhɪrənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['existing as a natural or permanent part of something, so that it cannot be removed'],
        examples: [
          'There are risks inherent in any kind of surgery.',
          'The design has an inherent weakness that makes it hard to repair.',
        ],
        synonyms: ['intrinsic', 'innate', 'built-in', 'essential'],
        antonyms: ['external', 'extrinsic', 'acquired'],
        collocations: ['inherent risk', 'inherent in', 'inherent weakness'],
      },
    ],
    familyWords: ['inherently'],
  },
  {
    word: 'initiate',
    britishPhonetic: '/ɪˈnɪʃieɪt/',
    americanPhonetic: '/ɪˈnɪʃieɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to make a process or an action begin',
          'to formally accept someone into a group, often with a ceremony',
          'to teach someone about an area of knowledge for the first time',
        ],
        examples: [
          'The university initiated a review of its admissions policy.',
          'New members were initiated into the society at a formal dinner.',
        ],
        synonyms: ['begin', 'start', 'launch', 'instigate'],
        antonyms: ['end', 'terminate', 'conclude'],
        collocations: ['initiate a conversation', 'initiate change', 'initiate proceedings'],
      },
    ],
    familyWords: ['initiative', 'initiation', 'initial'],
  },
  {
    word: 'innovative',
    britishPhonetic: '/ˈɪnəvətɪv/',
    americanPhonetic: '/ˈɪnəveɪtɪv/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'using or introducing new ideas or methods',
          'good at thinking of new and original ways of doing things',
        ],
        examples: [
          'The firm is known for its innovative approach to product design.',
          'The hospital is testing an innovative treatment for back pain.',
        ],
        synonyms: ['original', 'inventive', 'creative', 'pioneering'],
        antonyms: ['traditional', 'conventional', 'outdated'],
        collocations: ['innovative approach', 'highly innovative', 'innovative solution'],
      },
    ],
    familyWords: ['innovation', 'innovate', 'innovator'],
  },
  {
    word: 'integrate',
    britishPhonetic: '/ˈɪntɪɡreɪt/',
    americanPhonetic: '/ˈɪntɪɡreɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to combine two or more things so that they work together effectively',
          'to become part of a group or society, or to help someone do this',
        ],
        examples: [
          'The course integrates theory with work placements in local businesses.',
          'Language classes help newcomers integrate into their new communities.',
        ],
        synonyms: ['combine', 'merge', 'incorporate', 'unite'],
        antonyms: ['separate', 'segregate', 'divide'],
        collocations: ['fully integrated', 'integrate into', 'integrate with'],
      },
    ],
    familyWords: ['integration', 'integrated', 'integral'],
  },
  {
    word: 'intervene',
    britishPhonetic: '/ˌɪntəˈviːn/',
    americanPhonetic: '/ˌɪntərˈviːn/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to become involved in a situation in order to change it or stop it from getting worse',
          'to interrupt someone who is speaking',
          'to happen in the time between two events',
        ],
        examples: [
          'The central bank intervened to support the falling currency.',
          'A teacher intervened before the argument turned into a fight.',
        ],
        synonyms: ['step in', 'interfere', 'mediate', 'intercede'],
        antonyms: ['stand back', 'ignore'],
        collocations: ['intervene in', 'intervene directly', 'refuse to intervene'],
      },
    ],
    familyWords: ['intervention', 'interventionist'],
  },
  {
    word: 'intrinsic',
    britishPhonetic: '/ɪnˈtrɪnzɪk/',
    americanPhonetic: '/ɪnˈtrɪnzɪk/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['belonging to the basic nature of something or someone'],
        examples: [
          'Children who enjoy reading have an intrinsic motivation to learn.',
          'The old coin has little intrinsic value, but collectors still want it.',
        ],
        synonyms: ['inherent', 'innate', 'fundamental', 'essential'],
        antonyms: ['extrinsic', 'external'],
        collocations: ['intrinsic value', 'intrinsic motivation', 'intrinsic part'],
      },
    ],
    familyWords: ['intrinsically'],
  },
  {
    word: 'justify',
    britishPhonetic: '/ˈdʒʌstɪfaɪ/',
    americanPhonetic: '/ˈdʒʌstɪfaɪ/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to give, or to be, a good reason for something',
          'to arrange printed text so that both edges of each line are straight',
        ],
        examples: [
          'You must justify every claim in your essay with evidence.',
          'The results justified the high cost of the research.',
        ],
        synonyms: ['defend', 'explain', 'vindicate', 'warrant'],
        antonyms: [],
        collocations: ['justify a decision', 'difficult to justify', 'justify the cost'],
      },
    ],
    familyWords: ['justification', 'justifiable', 'justified', 'unjustified'],
  },
  {
    word: 'legitimate',
    britishPhonetic: '/lɪˈdʒɪtɪmət/',
    americanPhonetic: '/ləˈdʒɪtəmət/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['allowed by the law or by the rules', 'reasonable, fair and acceptable'],
        examples: [
          'The company insisted that all of its payments were legitimate.',
          'Parents raised a legitimate concern about road safety near the school.',
        ],
        synonyms: ['legal', 'lawful', 'valid', 'justifiable'],
        antonyms: ['illegitimate', 'illegal', 'unlawful'],
        collocations: ['legitimate concern', 'legitimate reason', 'perfectly legitimate'],
      },
    ],
    familyWords: ['legitimacy', 'legitimately', 'legitimise'],
  },
  {
    word: 'magnitude',
    britishPhonetic: '/ˈmæɡnɪtjuːd/',
    americanPhonetic: '/ˈmæɡnɪtuːd/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'the great size or importance of something',
          'a number that shows the strength of an earthquake or the brightness of a star',
        ],
        examples: [
          'Few people understood the magnitude of the problem at first.',
          'The earthquake had a magnitude of six and was felt hundreds of kilometres away.',
        ],
        synonyms: ['size', 'scale', 'extent', 'significance'],
        antonyms: ['insignificance', 'smallness'],
        collocations: ['order of magnitude', 'sheer magnitude', 'of this magnitude'],
      },
    ],
    familyWords: [],
  },
  {
    word: 'mitigate',
    britishPhonetic: '/ˈmɪtɪɡeɪt/',
    americanPhonetic: '/ˈmɪtɪɡeɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to make something harmful, serious or painful less severe'],
        examples: [
          'Planting trees along the river can help mitigate the risk of flooding.',
          'The company took steps to mitigate the impact of the job losses.',
        ],
        synonyms: ['alleviate', 'reduce', 'lessen', 'ease'],
        antonyms: ['aggravate', 'worsen', 'intensify'],
        collocations: ['mitigate the effects', 'mitigate the risk', 'mitigating circumstances'],
      },
    ],
    familyWords: ['mitigation', 'mitigating'],
  },
  {
    word: 'modify',
    britishPhonetic: '/ˈmɒdɪfaɪ/',
    americanPhonetic: '/ˈmɑːdɪfaɪ/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to change something slightly, usually to improve it or make it more suitable',
          'in grammar, to add to or limit the meaning of another word',
        ],
        examples: [
          'The recipe can be modified for people who cannot eat wheat.',
          'Scientists modified the crop so that it could survive long periods of drought.',
        ],
        synonyms: ['adjust', 'alter', 'adapt', 'revise'],
        antonyms: ['preserve', 'maintain'],
        collocations: ['slightly modified', 'genetically modified', 'modify behaviour'],
      },
    ],
    familyWords: ['modification', 'modifier'],
  },
  {
    word: 'negligible',
    britishPhonetic: '/ˈneɡlɪdʒəbl/',
    americanPhonetic: '/ˈneɡlɪdʒəbl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['so small or unimportant that it is not worth considering'],
        examples: [
          'The difference in price between the two brands is negligible.',
          'Most experts agree that the health risk from the new phone mast is negligible.',
        ],
        synonyms: ['insignificant', 'trivial', 'minimal', 'slight'],
        antonyms: ['significant', 'substantial', 'considerable'],
        collocations: ['negligible effect', 'negligible amount', 'virtually negligible'],
      },
    ],
    familyWords: ['negligibly'],
  },
  {
    word: 'notion',
    britishPhonetic: '/ˈnəʊʃn/',
    americanPhonetic: '/ˈnoʊʃn/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: ['an idea, a belief or an understanding of something', 'a sudden wish or plan to do something'],
        examples: [
          'The notion that intelligence is fixed at birth has been widely challenged.',
          'She had no notion of how much the repairs would cost.',
        ],
        synonyms: ['idea', 'concept', 'belief', 'view'],
        antonyms: [],
        collocations: ['the notion that', 'reject the notion', 'vague notion'],
      },
    ],
    familyWords: ['notional'],
  },
  {
    word: 'obsolete',
    britishPhonetic: '/ˈɒbsəliːt/',
    americanPhonetic: '/ˌɑːbsəˈliːt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['no longer used, because something newer or better has replaced it'],
        examples: [
          'Typewriters became obsolete once computers reached every office.',
          'The factory still relies on obsolete machinery.',
        ],
        synonyms: ['outdated', 'out of date', 'outmoded', 'defunct'],
        antonyms: ['current', 'modern', 'up to date'],
        collocations: ['become obsolete', 'render obsolete', 'largely obsolete'],
      },
    ],
    familyWords: ['obsolescence', 'obsolescent'],
  },
  {
    word: 'obtain',
    britishPhonetic: '/əbˈteɪn/',
    americanPhonetic: '/əbˈteɪn/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to get something, especially after making an effort',
          'in formal use, to exist or be accepted, especially of rules or conditions',
        ],
        examples: [
          'Researchers must obtain written consent from every participant.',
          'Further information can be obtained from the student office.',
        ],
        synonyms: ['acquire', 'get', 'gain', 'secure'],
        antonyms: ['lose', 'forfeit'],
        collocations: ['obtain permission', 'obtain information', 'difficult to obtain'],
      },
    ],
    familyWords: ['obtainable', 'unobtainable'],
  },
  {
    word: 'phenomenon',
    britishPhonetic: '/fəˈnɒmɪnən/',
    americanPhonetic: '/fəˈnɑːmənɑːn/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'a fact or an event that can be observed, especially one that is unusual or not fully understood',
          'a person or thing that is remarkably successful or impressive',
        ],
        examples: [
          'A rainbow is a natural phenomenon caused by sunlight passing through drops of water.',
          'Working from home has become a widespread phenomenon.',
        ],
        synonyms: ['occurrence', 'event', 'happening', 'marvel'],
        antonyms: [],
        collocations: ['natural phenomenon', 'social phenomenon', 'global phenomenon'],
      },
    ],
    familyWords: ['phenomena', 'phenomenal', 'phenomenally'],
  },
  {
    word: 'plausible',
    britishPhonetic: '/ˈplɔːzəbl/',
    americanPhonetic: '/ˈplɔːzəbl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'seeming likely to be true, or reasonable',
          'describing a person who sounds honest and convincing, even when they are not',
        ],
        examples: [
          'The detective found her explanation entirely plausible.',
          'There are several plausible reasons for the decline in bird numbers.',
        ],
        synonyms: ['believable', 'credible', 'reasonable', 'convincing'],
        antonyms: ['implausible', 'unlikely', 'far-fetched'],
        collocations: ['plausible explanation', 'entirely plausible', 'seem plausible'],
      },
    ],
    familyWords: ['plausibility', 'plausibly', 'implausible'],
  },
  {
    word: 'precede',
    britishPhonetic: '/prɪˈsiːd/',
    americanPhonetic: '/prɪˈsiːd/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to come or happen before something else in time, order or position'],
        examples: [
          'A short introduction precedes each chapter of the book.',
          'In the weeks preceding the election, both parties increased their spending.',
        ],
        synonyms: ['come before', 'go before', 'lead up to', 'predate'],
        antonyms: ['follow', 'succeed'],
        collocations: ['immediately precede', 'in the days preceding', 'preceded by'],
      },
    ],
    familyWords: ['precedent', 'preceding', 'precedence'],
  },
  {
    word: 'predominant',
    britishPhonetic: '/prɪˈdɒmɪnənt/',
    americanPhonetic: '/prɪˈdɑːmɪnənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['more noticeable, common or powerful than any others; main'],
        examples: [
          'Grey is the predominant colour in the new office design.',
          'The predominant view among economists is that interest rates will rise.',
        ],
        synonyms: ['main', 'chief', 'principal', 'prevailing'],
        antonyms: ['minor', 'secondary'],
        collocations: ['predominant role', 'predominant feature', 'predominant view'],
      },
    ],
    familyWords: ['predominantly', 'predominance', 'predominate'],
  },
  {
    word: 'preliminary',
    britishPhonetic: '/prɪˈlɪmɪnəri/',
    americanPhonetic: '/prɪˈlɪmɪneri/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['coming before a more important event or action, often as preparation for it'],
        examples: [
          'Preliminary results suggest the drug is safe for children.',
          'The two sides held preliminary talks before the summit.',
        ],
        synonyms: ['initial', 'preparatory', 'introductory', 'opening'],
        antonyms: ['final', 'concluding'],
        collocations: ['preliminary findings', 'preliminary results', 'preliminary stage'],
      },
      {
        partOfSpeech: 'NOUN',
        definitions: ['something that is done first, to prepare for a more important event or action'],
        examples: ['After the usual preliminaries, the chair opened the debate.'],
        synonyms: ['preparation', 'introduction', 'prelude'],
        antonyms: [],
        collocations: ['a preliminary to'],
      },
    ],
    familyWords: [],
  },
  {
    word: 'prevalent',
    britishPhonetic: '/ˈprevələnt/',
    americanPhonetic: '/ˈprevələnt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['existing commonly or widely in a particular place or at a particular time'],
        examples: [
          'Short-sightedness is increasingly prevalent among schoolchildren.',
          'These beliefs were prevalent in the early twentieth century.',
        ],
        synonyms: ['widespread', 'common', 'prevailing', 'rife'],
        antonyms: ['rare', 'uncommon', 'unusual'],
        collocations: ['highly prevalent', 'prevalent among', 'prevalent in'],
      },
    ],
    familyWords: ['prevalence', 'prevail'],
  },
  {
    word: 'prioritise',
    britishPhonetic: '/praɪˈɒrətaɪz/',
    americanPhonetic: '/praɪˈɔːrətaɪz/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to decide which of several things matters most, so that you can deal with it first',
          'to treat something as more important than other things',
        ],
        examples: [
          'With only a week left, you need to prioritise the topics you find hardest.',
          'The new government has promised to prioritise health and education.',
        ],
        synonyms: ['rank', 'put first', 'focus on'],
        antonyms: ['neglect', 'deprioritise'],
        collocations: ['prioritise tasks', 'learn to prioritise', 'clearly prioritise'],
      },
    ],
    familyWords: ['priority', 'prioritisation', 'prior'],
  },
  {
    word: 'profound',
    britishPhonetic: '/prəˈfaʊnd/',
    americanPhonetic: '/prəˈfaʊnd/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'very great or intense, and affecting someone or something deeply',
          'showing great knowledge or understanding',
        ],
        examples: [
          'The invention of printing had a profound effect on European society.',
          'The novel asks profound questions about memory and identity.',
        ],
        synonyms: ['deep', 'intense', 'far-reaching', 'insightful'],
        antonyms: ['superficial', 'shallow', 'slight'],
        collocations: ['profound effect', 'profound impact', 'profound change'],
      },
    ],
    familyWords: ['profoundly', 'profundity'],
  },
  {
    word: 'prohibit',
    britishPhonetic: '/prəˈhɪbɪt/',
    americanPhonetic: '/proʊˈhɪbɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to forbid something officially, by law or by a rule',
          'to make something impossible, or prevent it from happening',
        ],
        examples: [
          'Smoking is prohibited anywhere on the hospital grounds.',
          'The high cost of the course prohibits many people from enrolling.',
        ],
        synonyms: ['ban', 'forbid', 'outlaw', 'bar'],
        antonyms: ['allow', 'permit', 'authorise'],
        collocations: ['strictly prohibited', 'prohibit the use of', 'prohibit from'],
      },
    ],
    familyWords: ['prohibition', 'prohibitive', 'prohibitively'],
  },
  {
    word: 'proportion',
    britishPhonetic: '/prəˈpɔːʃn/',
    americanPhonetic: '/prəˈpɔːrʃn/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'a part or share of a whole, considered in relation to the total',
          'the relationship between two amounts in size or number; a ratio',
          'the correct relationship in size between the parts of something',
        ],
        examples: [
          'A large proportion of the budget is spent on staff salaries.',
          'The proportion of students who work part-time has risen steadily.',
        ],
        synonyms: ['share', 'percentage', 'ratio', 'fraction'],
        antonyms: [],
        collocations: ['a high proportion', 'in proportion to', 'out of proportion'],
      },
    ],
    familyWords: ['proportional', 'proportionate', 'disproportionate'],
  },
  {
    word: 'prospect',
    britishPhonetic: '/ˈprɒspekt/',
    americanPhonetic: '/ˈprɑːspekt/',
    meanings: [
      {
        partOfSpeech: 'NOUN',
        definitions: [
          'the possibility that something, especially something good, will happen',
          'the chances of future success, especially in a career',
          'an idea of what will happen in a future situation',
        ],
        examples: [
          'There is little prospect of an agreement before the end of the year.',
          'Graduates with engineering degrees have excellent job prospects.',
        ],
        synonyms: ['likelihood', 'possibility', 'chance', 'outlook'],
        antonyms: [],
        collocations: ['job prospects', 'the prospect of', 'future prospects'],
      },
    ],
    familyWords: ['prospective', 'prospectus'],
  },
  {
    word: 'radical',
    britishPhonetic: '/ˈrædɪkl/',
    americanPhonetic: '/ˈrædɪkl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'affecting the most basic parts of something; thorough and complete',
          'in favour of great political or social change',
          'new and very different from what is usual',
        ],
        examples: [
          'The internet brought about a radical change in the way people shop.',
          'The party was divided between its moderate and radical members.',
        ],
        synonyms: ['fundamental', 'drastic', 'sweeping', 'extreme'],
        antonyms: ['superficial', 'moderate', 'conservative'],
        collocations: ['radical change', 'radical reform', 'radical approach'],
      },
    ],
    familyWords: ['radically', 'radicalism', 'radicalise'],
  },
  {
    word: 'rational',
    britishPhonetic: '/ˈræʃnəl/',
    americanPhonetic: '/ˈræʃnəl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'based on clear thinking and reason rather than on emotion',
          'able to think clearly and make sensible decisions',
        ],
        examples: [
          'There must be a rational explanation for the strange noise.',
          'It is hard to make rational decisions when you are very tired.',
        ],
        synonyms: ['logical', 'reasonable', 'sensible', 'sound'],
        antonyms: ['irrational', 'illogical', 'emotional'],
        collocations: ['rational decision', 'rational explanation', 'rational thought'],
      },
    ],
    familyWords: ['rationality', 'rationally', 'rationalise', 'irrational'],
  },
  {
    word: 'redundant',
    britishPhonetic: '/rɪˈdʌndənt/',
    americanPhonetic: '/rɪˈdʌndənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'in Britain, describing a worker who loses their job because it is no longer needed',
          'no longer needed or useful',
          'repeating something without any need to',
        ],
        examples: [
          'Two hundred workers were made redundant when the factory closed.',
          'Delete any redundant words from your summary.',
        ],
        synonyms: ['unnecessary', 'superfluous', 'surplus', 'excess'],
        antonyms: ['necessary', 'essential', 'required'],
        collocations: ['made redundant', 'redundant information', 'largely redundant'],
      },
    ],
    familyWords: ['redundancy'],
  },
  {
    word: 'refine',
    britishPhonetic: '/rɪˈfaɪn/',
    americanPhonetic: '/rɪˈfaɪn/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to make small changes to something in order to improve it or make it more exact',
          'to remove unwanted substances from a natural product such as oil or sugar',
        ],
        examples: [
          'The researchers refined their questionnaire after a small pilot study.',
          'Crude oil is refined to produce petrol and diesel.',
        ],
        synonyms: ['improve', 'polish', 'perfect', 'purify'],
        antonyms: ['coarsen', 'spoil'],
        collocations: ['refine a technique', 'further refine', 'refine the process'],
      },
    ],
    familyWords: ['refinement', 'refinery', 'refined'],
  },
  {
    word: 'reinforce',
    britishPhonetic: '/ˌriːɪnˈfɔːs/',
    americanPhonetic: '/ˌriːɪnˈfɔːrs/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to make an idea, a feeling or a habit stronger',
          'to make a structure or material stronger by adding something to it',
          'to send more soldiers or police to strengthen a group',
        ],
        examples: [
          'Regular practice reinforces what you learn in class.',
          'The walls were reinforced with steel to protect the building against earthquakes.',
        ],
        synonyms: ['strengthen', 'support', 'bolster', 'consolidate'],
        antonyms: ['weaken', 'undermine'],
        collocations: ['reinforce the message', 'reinforced concrete', 'reinforce stereotypes'],
      },
    ],
    familyWords: ['reinforcement', 'reinforced'],
  },
  {
    word: 'relevant',
    britishPhonetic: '/ˈreləvənt/',
    americanPhonetic: '/ˈreləvənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'closely connected with the subject or situation being considered',
          'useful or important at the present time',
        ],
        examples: [
          'Make sure every example in your essay is relevant to the question.',
          'Is this old textbook still relevant to students today?',
        ],
        synonyms: ['pertinent', 'applicable', 'related', 'appropriate'],
        antonyms: ['irrelevant', 'unrelated'],
        collocations: ['highly relevant', 'relevant information', 'relevant to'],
      },
    ],
    familyWords: ['relevance', 'irrelevant'],
  },
  {
    word: 'reluctant',
    britishPhonetic: '/rɪˈlʌktənt/',
    americanPhonetic: '/rɪˈlʌktənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['not wanting to do something, and therefore slow or unwilling to do it'],
        examples: [
          'Many patients are reluctant to discuss their symptoms with a stranger.',
          'He gave a reluctant nod and signed the form.',
        ],
        synonyms: ['unwilling', 'hesitant', 'disinclined', 'averse'],
        antonyms: ['willing', 'eager', 'keen'],
        collocations: ['reluctant to admit', 'deeply reluctant', 'reluctant agreement'],
      },
    ],
    familyWords: ['reluctance', 'reluctantly'],
  },
  {
    word: 'resilient',
    britishPhonetic: '/rɪˈzɪliənt/',
    americanPhonetic: '/rɪˈzɪliənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'able to recover quickly from difficult conditions or setbacks',
          'describing a material that returns to its original shape after being bent or pressed',
        ],
        examples: [
          'Children are often more resilient than adults expect.',
          'The local economy proved surprisingly resilient during the recession.',
        ],
        synonyms: ['tough', 'hardy', 'adaptable', 'flexible'],
        antonyms: ['fragile', 'vulnerable', 'weak'],
        collocations: ['remarkably resilient', 'resilient economy', 'emotionally resilient'],
      },
    ],
    familyWords: ['resilience', 'resiliently'],
  },
  {
    word: 'restrict',
    britishPhonetic: '/rɪˈstrɪkt/',
    americanPhonetic: '/rɪˈstrɪkt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to limit the amount, size or range of something',
          'to limit what someone is allowed to do or where they are allowed to go',
        ],
        examples: [
          'The city restricts the number of cars allowed in the centre.',
          'Access to the archive is restricted to registered researchers.',
        ],
        synonyms: ['limit', 'confine', 'constrain', 'curb'],
        antonyms: ['free', 'expand', 'permit'],
        collocations: ['severely restricted', 'restrict access', 'restrict the use of'],
      },
    ],
    familyWords: ['restriction', 'restrictive', 'restricted', 'unrestricted'],
  },
  {
    word: 'retain',
    britishPhonetic: '/rɪˈteɪn/',
    americanPhonetic: '/rɪˈteɪn/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to keep something, or to continue to have it',
          'to be able to keep facts in your memory',
          'to hold a substance such as water or heat in place',
        ],
        examples: [
          'The village has retained much of its traditional character.',
          'Clay soil retains water better than sandy soil does.',
        ],
        synonyms: ['keep', 'preserve', 'maintain', 'hold'],
        antonyms: ['lose', 'discard', 'release'],
        collocations: ['retain control', 'retain information', 'retain staff'],
      },
    ],
    familyWords: ['retention', 'retainer'],
  },
  {
    word: 'rigorous',
    britishPhonetic: '/ˈrɪɡərəs/',
    americanPhonetic: '/ˈrɪɡərəs/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['extremely careful, thorough and exact', 'strict and demanding, with high standards'],
        examples: [
          'All new medicines must pass rigorous safety tests.',
          'The course has a reputation for being academically rigorous.',
        ],
        synonyms: ['thorough', 'meticulous', 'strict', 'exacting'],
        antonyms: ['careless', 'lax', 'sloppy'],
        collocations: ['rigorous testing', 'rigorous analysis', 'rigorous standards'],
      },
    ],
    familyWords: ['rigour', 'rigorously'],
  },
  {
    word: 'scarce',
    britishPhonetic: '/skeəs/',
    americanPhonetic: '/skers/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['not available in large enough amounts to meet the demand', 'rare, or seldom found'],
        examples: [
          'Water becomes scarce in the region during the dry season.',
          'Reliable information was scarce in the first hours after the storm.',
        ],
        synonyms: ['scant', 'rare', 'in short supply', 'limited'],
        antonyms: ['abundant', 'plentiful'],
        collocations: ['scarce resources', 'increasingly scarce', 'scarce commodity'],
      },
    ],
    familyWords: ['scarcity', 'scarcely'],
  },
  {
    word: 'scrutinise',
    britishPhonetic: '/ˈskruːtɪnaɪz/',
    americanPhonetic: '/ˈskruːtənaɪz/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: ['to examine something very carefully and in detail, often in order to find mistakes'],
        examples: [
          'The committee will scrutinise the budget before approving it.',
          'Journalists scrutinised every line of the speech for errors.',
        ],
        synonyms: ['examine', 'inspect', 'study', 'check'],
        antonyms: ['overlook', 'ignore', 'skim'],
        collocations: ['closely scrutinise', 'carefully scrutinise', 'scrutinise the evidence'],
      },
    ],
    familyWords: ['scrutiny'],
  },
  {
    word: 'significant',
    britishPhonetic: '/sɪɡˈnɪfɪkənt/',
    americanPhonetic: '/sɪɡˈnɪfɪkənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'large or important enough to have an effect or to be noticed',
          'in statistics, unlikely to be the result of chance',
          'having a special or hidden meaning',
        ],
        examples: [
          'There has been a significant increase in online shopping.',
          'The difference between the two groups was not statistically significant.',
        ],
        synonyms: ['considerable', 'substantial', 'important', 'notable'],
        antonyms: ['insignificant', 'minor', 'negligible'],
        collocations: ['statistically significant', 'significant increase', 'significant role'],
      },
    ],
    familyWords: ['significance', 'significantly', 'signify', 'insignificant'],
  },
  {
    word: 'simulate',
    britishPhonetic: '/ˈsɪmjuleɪt/',
    americanPhonetic: '/ˈsɪmjəleɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to create conditions or a model that look or behave like something real, often for study or training',
          'to pretend to have a feeling',
        ],
        examples: [
          'Pilots train in machines that simulate emergency landings.',
          'The software simulates the spread of a virus through a population.',
        ],
        synonyms: ['imitate', 'reproduce', 'mimic', 'model'],
        antonyms: [],
        collocations: ['simulate conditions', 'computer-simulated', 'simulate the effects'],
      },
    ],
    familyWords: ['simulation', 'simulator', 'simulated'],
  },
  {
    word: 'speculate',
    britishPhonetic: '/ˈspekjuleɪt/',
    americanPhonetic: '/ˈspekjəleɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to guess possible reasons or results without having enough information to be certain',
          'to buy shares, property or goods in the hope of selling them later at a profit',
        ],
        examples: [
          'Scientists can only speculate about why the dinosaurs disappeared so quickly.',
          'Some investors speculate on changes in the value of currencies.',
        ],
        synonyms: ['guess', 'conjecture', 'hypothesise', 'wonder'],
        antonyms: [],
        collocations: ['speculate about', 'widely speculated', 'speculate on'],
      },
    ],
    familyWords: ['speculation', 'speculative', 'speculator'],
  },
  {
    word: 'stimulate',
    britishPhonetic: '/ˈstɪmjuleɪt/',
    americanPhonetic: '/ˈstɪmjəleɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to encourage something to grow, develop or become more active',
          'to make someone feel interested or excited',
        ],
        examples: [
          'Lower interest rates are intended to stimulate the economy.',
          'A good teacher stimulates curiosity as well as passing on knowledge.',
        ],
        synonyms: ['encourage', 'boost', 'spur', 'prompt'],
        antonyms: ['discourage', 'suppress', 'dampen'],
        collocations: ['stimulate growth', 'stimulate demand', 'stimulate discussion'],
      },
    ],
    familyWords: ['stimulus', 'stimulation', 'stimulating'],
  },
  {
    word: 'subsequent',
    britishPhonetic: '/ˈsʌbsɪkwənt/',
    americanPhonetic: '/ˈsʌbsɪkwənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['happening or coming after something else'],
        examples: [
          'The first edition contained errors that were corrected in subsequent editions.',
          'The storm and the subsequent flooding destroyed hundreds of homes.',
        ],
        synonyms: ['following', 'later', 'succeeding', 'ensuing'],
        antonyms: ['previous', 'prior', 'preceding'],
        collocations: ['subsequent years', 'subsequent events', 'subsequent to'],
      },
    ],
    familyWords: ['subsequently'],
  },
  {
    word: 'substantial',
    britishPhonetic: '/səbˈstænʃl/',
    americanPhonetic: '/səbˈstænʃl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['large in amount, size or importance', 'solid and strongly built'],
        examples: [
          'The charity received a substantial donation from a local business.',
          'There is substantial evidence that the policy has reduced crime.',
        ],
        synonyms: ['considerable', 'significant', 'large', 'sizeable'],
        antonyms: ['small', 'insignificant', 'negligible'],
        collocations: ['substantial amount', 'substantial evidence', 'substantial increase'],
      },
    ],
    familyWords: ['substance', 'substantially', 'substantiate'],
  },
  {
    word: 'sufficient',
    britishPhonetic: '/səˈfɪʃnt/',
    americanPhonetic: '/səˈfɪʃnt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['as much as is needed for a particular purpose; enough'],
        examples: [
          'The committee decided there was not sufficient evidence to support the claim.',
          'Make sure you allow sufficient time to check your answers.',
        ],
        synonyms: ['enough', 'adequate', 'ample', 'satisfactory'],
        antonyms: ['insufficient', 'inadequate', 'lacking'],
        collocations: ['sufficient evidence', 'sufficient time', 'more than sufficient'],
      },
    ],
    familyWords: ['sufficiency', 'sufficiently', 'insufficient', 'suffice'],
  },
  {
    word: 'sustainable',
    britishPhonetic: '/səˈsteɪnəbl/',
    americanPhonetic: '/səˈsteɪnəbl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'able to continue for a long time without harming the environment or using up natural resources',
          'able to be kept at a particular level or rate',
        ],
        examples: [
          'The town is promoting sustainable forms of transport such as cycling.',
          'Economists warned that the current rate of growth was not sustainable.',
        ],
        synonyms: ['renewable', 'viable', 'green', 'maintainable'],
        antonyms: ['unsustainable', 'wasteful'],
        collocations: ['sustainable development', 'sustainable energy', 'environmentally sustainable'],
      },
    ],
    familyWords: ['sustainability', 'sustain', 'sustainably', 'unsustainable'],
  },
  {
    word: 'tangible',
    britishPhonetic: '/ˈtændʒəbl/',
    americanPhonetic: '/ˈtændʒəbl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'real and definite, so that it can be clearly seen or measured',
          'able to be touched; physical',
        ],
        examples: [
          'The training scheme has produced tangible improvements in sales.',
          'Buildings and equipment are tangible assets.',
        ],
        synonyms: ['concrete', 'real', 'definite', 'physical'],
        antonyms: ['intangible', 'abstract', 'vague'],
        collocations: ['tangible benefits', 'tangible results', 'tangible evidence'],
      },
    ],
    familyWords: ['tangibly', 'intangible'],
  },
  {
    word: 'tentative',
    britishPhonetic: '/ˈtentətɪv/',
    americanPhonetic: '/ˈtentətɪv/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['not certain or fixed, and likely to change', 'done without confidence; hesitant'],
        examples: [
          'We have made tentative plans to meet in Paris in June.',
          'The toddler took a few tentative steps across the room.',
        ],
        synonyms: ['provisional', 'preliminary', 'uncertain', 'hesitant'],
        antonyms: ['definite', 'confident', 'final'],
        collocations: ['tentative conclusion', 'tentative agreement', 'tentative steps'],
      },
    ],
    familyWords: ['tentatively'],
  },
  {
    word: 'terminate',
    britishPhonetic: '/ˈtɜːmɪneɪt/',
    americanPhonetic: '/ˈtɜːrmɪneɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to end something, or to make it end, especially in a formal way',
          'of a bus or train, to finish its journey at a particular place',
        ],
        examples: [
          'The company terminated the contract after repeated delays.',
          'This train terminates at the next station.',
        ],
        synonyms: ['end', 'conclude', 'cancel', 'discontinue'],
        antonyms: ['begin', 'start', 'initiate'],
        collocations: ['terminate a contract', 'terminate employment', 'terminate an agreement'],
      },
    ],
    familyWords: ['termination', 'terminal'],
  },
  {
    word: 'transparent',
    britishPhonetic: '/trænsˈpærənt/',
    americanPhonetic: '/trænsˈperənt/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'clear enough to see through',
          'open and honest, so that people can see how decisions are made',
          'easy to recognise or understand; obvious',
        ],
        examples: [
          'The samples are stored in transparent plastic containers.',
          'Voters expect the funding process to be fair and transparent.',
        ],
        synonyms: ['clear', 'see-through', 'open', 'accountable'],
        antonyms: ['opaque', 'secretive'],
        collocations: ['fully transparent', 'transparent process', 'open and transparent'],
      },
    ],
    familyWords: ['transparency', 'transparently'],
  },
  {
    word: 'undermine',
    britishPhonetic: '/ˌʌndəˈmaɪn/',
    americanPhonetic: '/ˌʌndərˈmaɪn/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to make someone or something gradually weaker or less effective',
          'to damage the base of a structure, for example by digging underneath it',
        ],
        examples: [
          'Constant criticism can undermine the confidence of young employees.',
          'The scandal undermined public trust in the police.',
        ],
        synonyms: ['weaken', 'erode', 'sabotage', 'subvert'],
        antonyms: ['strengthen', 'support', 'reinforce'],
        collocations: ['undermine confidence', 'seriously undermine', 'undermine efforts'],
      },
    ],
    familyWords: [],
  },
  {
    word: 'unprecedented',
    britishPhonetic: '/ʌnˈpresɪdentɪd/',
    americanPhonetic: '/ʌnˈpresɪdentɪd/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: [
          'never having happened or existed before',
          'greater, worse or more unusual than anything in the past',
        ],
        examples: [
          'The museum welcomed an unprecedented number of visitors last summer.',
          'The pandemic caused unprecedented disruption to schools.',
        ],
        synonyms: ['unparalleled', 'unheard of', 'unique', 'record-breaking'],
        antonyms: ['common', 'usual', 'familiar'],
        collocations: ['unprecedented levels', 'unprecedented scale', 'unprecedented growth'],
      },
    ],
    familyWords: ['precedent', 'unprecedentedly'],
  },
  {
    word: 'validate',
    britishPhonetic: '/ˈvælɪdeɪt/',
    americanPhonetic: '/ˈvælɪdeɪt/',
    meanings: [
      {
        partOfSpeech: 'VERB',
        definitions: [
          'to prove that something is true, correct or useful',
          'to make something officially acceptable or approved',
          'to make someone feel that their ideas or feelings deserve to be taken seriously',
        ],
        examples: [
          'Further experiments are needed to validate these results.',
          'Passengers must validate their tickets before boarding the tram.',
        ],
        synonyms: ['confirm', 'verify', 'prove', 'authenticate'],
        antonyms: ['invalidate', 'disprove', 'refute'],
        collocations: ['validate findings', 'validate a theory', 'independently validated'],
      },
    ],
    familyWords: ['validation', 'valid', 'validity'],
  },
  {
    word: 'viable',
    britishPhonetic: '/ˈvaɪəbl/',
    americanPhonetic: '/ˈvaɪəbl/',
    meanings: [
      {
        partOfSpeech: 'ADJECTIVE',
        definitions: ['able to work successfully or be done in practice', 'in biology, able to live, grow or develop'],
        examples: [
          'Solar power is now a commercially viable alternative to coal.',
          'Only a few of the seeds were still viable after ten years in storage.',
        ],
        synonyms: ['feasible', 'workable', 'practicable', 'sustainable'],
        antonyms: ['unworkable', 'impractical'],
        collocations: ['economically viable', 'viable alternative', 'viable option'],
      },
    ],
    familyWords: ['viability'],
  },
];
