-- The Premium plan in naira (spec §9: ₦10,000 per annum). Amounts are kept in minor units
-- (kobo). Other currencies are added by the billing work (DECISIONS 12).
INSERT INTO "plans" ("plan_name", "amount_minor", "currency", "plan_description", "interval", "sort_order")
VALUES (
  'Premium',
  1000000,
  'NGN',
  E'Manage up to 4 single profiles\nSend likes to suitable profiles\nAccept or decline likes you receive\nSee who liked your single\nMatch and receive the guardian''s contact\nEverything in the Free plan',
  'annual',
  1
)
ON CONFLICT DO NOTHING;
