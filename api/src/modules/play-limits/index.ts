// The play limits' public surface (issue 20): the member's limits and their changes, and the check every movement of
// money that a limit caps makes inside its own transaction.
export {
  playLimitsState,
  setPlayLimit,
  cancelPlayLimitRaise,
  requireWithinPlayLimits,
  limitsForOps,
  inForce,
  type LimitedParty,
} from './play-limits';
export { hasPlayLimits, usageOf, limitPeriodOf } from './usage';
