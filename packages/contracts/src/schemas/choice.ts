/**
 * The values a dictionary-keyed number takes, as they may travel (a number or its digits), for the
 * API document: the check itself is a refinement, which a JSON schema cannot show.
 */
export const choiceValues = (values: readonly number[]) => ({ enum: [...values, ...values.map(String)] });
