/**
 * Everyday English words for the grammar's out-of-grammar path: a reply that is none of the expected
 * answers is heard as a loop of these (plus the script's own words) instead of being forced onto the
 * closest answer. Function words, frequent verbs and what a contact-centre call is about; every one is
 * in the CMU dictionary.
 */
export const FILLER_WORDS: readonly string[] = `
a about after again all also am an and any anything are around as ask at away back bad be because been before
being best better bill both but buy by call called calling can can't card cause change check come could customer
date day days did didn't do does doesn't don't done down each email else end even every everything fine first
for free from get give go going good got great had has have haven't he hear hello help her here hi him his hold
home how i i'll i'm i've if in into is isn't it it's just keep know last let let's like line little long look lot
make many may maybe me mean minute minutes money month more morning most much must my name need never new next
no not nothing now number of off oh okay on one only or order other our out over paid pay payment people phone
please problem put question really right said same say see send sent service should since so some something
soon sorry start still sure take talk team tell than thank thanks that that's the their them then there these
they thing think this those through time to today told too two um uh under understand until up us use very wait
want was way we we'll we're week well were what when where which while who why will with without work would
yeah year years yes yet you you'll you're your
`
  .trim()
  .split(/\s+/);
