/** The targets for the local engine on the evaluation set (issue 17). */
export const TARGETS = { discipline: 0.85, fundingType: 0.9 } as const;
