// The aims of issue 27; every printed aim, in bench/run.mjs and in a bench run alone, comes from here.
export const AIM = {
  profileRatio: 0.8,
  profileRatioUncachedPostgres: 0.3,
  aboutRatio: 0.5,
  loginKb: 120,
  paidKb: 150,
  chartsMs: 400,
  engineMedianMs: 4,
  engineColdMs: 10,
  generatePerSecond: 1000,
  startMs: 2000,
};
