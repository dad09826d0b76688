import * as z from "zod/mini";
import { optionalText } from "~/utils/validation";
import {
  HR_SUGGESTION_STATUSES,
  SUGGESTION_CATEGORIES,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_DESCRIPTION_MIN,
  SUGGESTION_MESSAGES,
  SUGGESTION_NOTES_MAX,
  SUGGESTION_TITLE_MAX,
  SUGGESTION_TITLE_MIN,
} from "~/schemas/suggestion-messages";

/**
 * The suggestion box (spec 1 "My Suggestions", spec 2 "Suggestion management", issue 14):
 * New Suggestion and POST /api/suggestions; HR's update and PUT /api/admin/suggestions/{id}.
 */

export * from "./suggestion-messages";

export const SuggestionSchema = z.object({
  title: z
    .string({ error: SUGGESTION_MESSAGES.titleMin })
    .check(
      z.trim(),
      z.minLength(SUGGESTION_TITLE_MIN, SUGGESTION_MESSAGES.titleMin),
      z.maxLength(SUGGESTION_TITLE_MAX, SUGGESTION_MESSAGES.titleMax),
    ),
  description: z
    .string({ error: SUGGESTION_MESSAGES.descriptionMin })
    .check(
      z.trim(),
      z.minLength(SUGGESTION_DESCRIPTION_MIN, SUGGESTION_MESSAGES.descriptionMin),
      z.maxLength(SUGGESTION_DESCRIPTION_MAX, SUGGESTION_MESSAGES.descriptionMax),
    ),
  category: z.enum(SUGGESTION_CATEGORIES, { error: SUGGESTION_MESSAGES.category }),
});
export type SuggestionInput = z.infer<typeof SuggestionSchema>;

/** HR's update: a status is required; empty notes are omitted (spec 2 section 5). */
export const SuggestionUpdateSchema = z.object({
  status: z.pipe(
    z.pipe(
      z.string({ error: SUGGESTION_MESSAGES.statusRequired }),
      z.transform((value) => (value === "submitted" ? "pending" : value)),
    ),
    z.enum(HR_SUGGESTION_STATUSES, { error: SUGGESTION_MESSAGES.statusRequired }),
  ),
  reviewNotes: optionalText(SUGGESTION_NOTES_MAX, SUGGESTION_MESSAGES.notesMax),
  implementationNotes: optionalText(SUGGESTION_NOTES_MAX, SUGGESTION_MESSAGES.notesMax),
});
export type SuggestionUpdate = z.infer<typeof SuggestionUpdateSchema>;
