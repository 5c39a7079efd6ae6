/**
 * What the answer matcher knows about one language. Words are written folded (lower case, no accents):
 * the matcher folds replies the same way, so "Rückerstattung" and "ruckerstattung" meet.
 */
export interface MatchingLexicon {
  /** Snowball algorithm name (snowball-stemmers). */
  stemmer: string;
  /** Stop-word list name in the stopword package. */
  stopwords: string;
  /** Words the stop-word list drops that carry a contact-centre reply here. */
  keep: readonly string[];
  /** Extra function words and fillers the list lacks. */
  extraStop: readonly string[];
  negators: readonly string[];
  /**
   * Negators that are prepositions ("without", "utan"): they negate the word they govern, never the
   * clause ("a new router without cost" does not negate the router).
   */
  narrowNegators?: readonly string[];
  /**
   * Where the negator sits after the verb or at the clause's end ("ich erstatte das nicht"), it negates
   * its whole clause; elsewhere it negates what follows it.
   */
  negatesWholeClause: boolean;
  /**
   * Writes compounds as one word ("Mailadresse", "ärendenumret"): a part of four letters or more counts
   * toward a whole that contains it, at either end.
   */
  compounds?: boolean;
  /**
   * Set phrases that hold a negator and negate nothing ("don't worry", "no problem"): read as if
   * absent, so the words after them keep their polarity and a request after them is still a request.
   */
  reassurances?: readonly string[];
  /**
   * Words that turn a negation before them into a point in time ("not until March 4", "no … hasta el
   * 4 de marzo"): the negator within reach of one says when, not that it did not happen.
   */
  untilWords?: readonly string[];
  /**
   * "For life", "forever", "never ends": a time frame without end, read as a duration (it is not the
   * "12 months" an offer lasts) and as one idea ("say the discount never ends").
   */
  forever?: readonly string[];
  /**
   * Words that say when only before a figure ("ikke aktivert før 4. mars", where "før" folds to the "for"
   * of "not for you"): like `untilWords`, but read as one only when a number follows within two words.
   */
  untilBeforeFigure?: readonly string[];
  /**
   * The channel a message goes by, as said of sending ("by e-mail", "på SMS", "un courrier"): a reply
   * that sends by another channel than the answers do is a wrong fact.
   */
  channels?: Readonly<Partial<Record<'email' | 'sms' | 'letter', readonly string[]>>>;
  /**
   * Clock times said in words ("quarter past nine", "halv ni"): `{h}` stands for an hour from one to twelve
   * (digits or a number word), `{m}` for minutes in words; `minutes` is after the hour named, negative
   * before it ("halv ni" is 8:30), "m" or "-m" for the minutes said. A loose time ("just after nine",
   * "litt over ni") gives `within`: the minutes before and after that time it may mean.
   */
  spokenTimes?: readonly { readonly say: string; readonly minutes: number | 'm' | '-m'; readonly within?: readonly [number, number] }[];
  /** "Half an hour", "media hora": thirty minutes, read before "an hour" can be read as one. */
  halfHour?: readonly string[];
  /** "A quarter of an hour", "et kvarter": fifteen minutes. */
  quarterHour?: readonly string[];
  /** "An hour", "en time", "une heure": sixty minutes said without a figure. */
  anHour?: readonly string[];
  /** "Half a year", "et halvår", "un semestre": six months said without a figure. */
  halfYear?: readonly string[];
  /**
   * A day of the month said in words, folded ("fifth", "femte", "tjugoförsta" → 5, 5, 21): "the fifth of
   * March" is a date like "March 5". Norwegian leaves out the 8th and 18th, which fold to one word.
   */
  dayWords?: Readonly<Record<string, number>>;
  /**
   * Days of the month are said with the cardinal numbers ("el cinco de marzo", "le quatre mars"): the
   * number words from two to thirty-one also read as days, beside `dayWords` ("premier", "primero").
   */
  cardinalDays?: boolean;
  /**
   * The next bill or billing period ("next bill", "nächste Rechnung") and the one after it ("bill after
   * next", "übernächste Rechnung"): a point in time like a date, so "the bill after next" is a wrong fact
   * where the answers say the next one. Listed as phrases, since "next" alone is also "next steps".
   */
  billingPeriods?: { readonly next: readonly string[]; readonly afterNext: readonly string[] };
  /**
   * Days before today and earlier today, said relative to today ("the day before yesterday", "yesterday",
   * "this morning"): when something happened, a point in time compared only with another such day. "Today"
   * and "tomorrow" are not listed, as they say as often when something will be done.
   */
  pastDays?: { readonly dayBefore: readonly string[]; readonly yesterday: readonly string[]; readonly earlierToday: readonly string[] };
  /**
   * Words for a sum of money ("amount", "payout", "Betrag"): a must-not about one ("promise a payout
   * amount") is broken by stating an amount that neither the answers nor the customer hold.
   */
  amountWords?: readonly string[];
  /**
   * Words that hedge a value ("about 12 €", "unos 12 €", "rund 12 €"): passed over when reading which word
   * a value is said of.
   */
  approximators?: readonly string[];
  /**
   * Prefixes that deny the word they begin ("u" in "uventet", "un" in "unexpected"): such a word says what
   * a negated root says ("ikke ventet"), and is not contradicted by it.
   */
  negativePrefixes?: readonly string[];
  /** Words that end a negation's scope like punctuation does ("but"). */
  clauseBreakers: readonly string[];
  /**
   * The clause breakers that also join two nouns ("og" in "mobilnummer og e-post"): after a single content
   * word they join it to what follows, so a negation of the clause reaches both.
   */
  coordinators?: readonly string[];
  numberWords: Readonly<Record<string, number>>;
  /** Month names (and common abbreviations), January first; each entry lists the forms. */
  months: readonly (readonly string[])[];
  /**
   * Words that fold into a unit word but are none ("är", "is", folds into the "ar" of "år"), each with a
   * stand-in of the same length: "448201-7 är bekräftad" states no years.
   */
  unitLookalikes?: Readonly<Record<string, string>>;
  /** Duration words by unit. */
  durations: Readonly<Record<'minute' | 'hour' | 'day' | 'week' | 'month' | 'year', readonly string[]>>;
  /** Words that name a currency after an amount ("20 euros"). */
  currencyWords: Readonly<Record<string, string>>;
  /** Groups of words one canonical idea stands for (first word is the canonical one). */
  synonyms: readonly (readonly string[])[];
  /**
   * Phrases read as other words, first the words they read as: ["refund card", "back to your card",
   * "back onto the card"]. Unlike a synonym set, which becomes one token, a rewrite keeps each word.
   */
  rewrites?: readonly (readonly string[])[];
  /** Pairs that say the opposite of one another ("waive" / "charge"). */
  antonyms: readonly (readonly [string, string])[];
  /** Never-say: things an advisor must never ask for (full password, PIN, card security code…). */
  sensitive: readonly string[];
  /** Words that make a clause ask the customer for something ("tell", "give", "share", "read"). */
  requestCues: readonly string[];
  /**
   * Words that make a must-not about asking ("ask for the password", "be om lösenordet"): such a
   * must-not is broken by a request, not by naming the thing ("keep your password to yourself").
   */
  askInstructions?: readonly string[];
  /**
   * Words that make a must-not about blaming the customer ("blame the customer for not reading the terms"):
   * such a must-not is broken by any reply the conduct reading calls blame ("that's on you"), whatever its words.
   */
  blameInstructions?: readonly string[];
  /**
   * A secret asked for by a pronoun ("read it out to me", "tapez-le", "escríbamelo"): breaks a must-not
   * about asking for a secret the customer named, unless the reply named something else to read out first.
   */
  pronounAsks?: readonly string[];
  /** A secret used by a pronoun ("I'll try it", "la pruebo"): breaks a must-not about using that secret. */
  pronounUses?: readonly string[];
  /**
   * Things an advisor may rightly have read out or typed ("code", "reference", "date of birth"): named
   * before a pronoun, they are what it stands for, not the secret.
   */
  readableThings?: readonly string[];
  /**
   * Words that guard a secret ("keep your password to yourself", "behalten Sie Ihre PIN für sich"): a
   * clause with one near the secret neither asks for it nor is a request at all.
   */
  guards?: readonly string[];
  /** Words that make a sensitive word harmless ("new password", "reset link"). */
  harmless: readonly string[];
  /**
   * Words that name part of a number ("last four", "fire siste", "se termine par"): harmless beside a card
   * number, whose last digits an advisor may ask for, never beside a PIN, a password or a security code,
   * where any part is the secret.
   */
  partials?: readonly string[];
  /** The secrets in `sensitive` that are a card's number, which `partials` make harmless. */
  cardNumbers?: readonly string[];
  /**
   * How trainers phrase key points and must-nots ("say that…", "ask whether…", "the customer"): read
   * as instructions, not as words the reply must contain.
   */
  instructions: readonly string[];
  /** Short forms in names and addresses, folded, with the word they stand for ("rd" → "road", "str" → "strasse"). */
  nameAbbreviations?: Readonly<Record<string, string>>;
  /**
   * How a street is named: by an ending ("Trondheimsveien"), a street word after its name ("Orchard Road",
   * "Kongens gate") or before it ("rue Oberkampf", "via Roma"); `numbered` where a house number must stand
   * within three words, because the street words are also common words ("via e-mail", "Zahlungsweg").
   */
  streets?: {
    readonly suffixes?: readonly string[];
    readonly after?: readonly string[];
    readonly before?: readonly string[];
    readonly numbered?: boolean;
  };
  /** Words after which a name follows ("hello Aisha", "Mr Bell"). */
  nameCues: readonly string[];
}
