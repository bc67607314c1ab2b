// Why an account is disabled (User.disabledReason). A successful payment lifts only PAYMENT_FAILED;
// an operator's decision (issue 12's console) stays until the operator lifts it.
export const PAYMENT_FAILED = "PAYMENT_FAILED";
export const OPERATOR = "OPERATOR";
