/** The five stops of the first-visit tour (spec §2), each found by its `data-tour` mark in the shell. */
export const TOUR_STEPS = ['collapse', 'user', 'menu', 'tabs', 'content'] as const;

export type TourStop = (typeof TOUR_STEPS)[number];

/** The step's element; a stop not on screen (yet) gives a step without a target, shown centred. */
export const tourTarget = (stop: TourStop) => (() => document.querySelector<HTMLElement>(`[data-tour="${stop}"]`)) as () => HTMLElement;

/** The overlay's opacity (spec §9). */
export const TOUR_MASK_COLOR = 'rgba(0, 0, 0, 0.5)';
