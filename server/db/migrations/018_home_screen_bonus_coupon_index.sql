-- The coupon's foreign key of home_screen_bonuses (migration 017): deleting a coupon (an erased
-- account's) finds the row referring to it by this index, not by reading the whole table.
--
-- A new number, not an edit of 017: the runner records migrations by number, so a database that
-- has 017 would never see a line added to it (docs/architecture.md#migrations). IF NOT EXISTS:
-- a database that ran 017 while it briefly held this index has it already, under this name.
CREATE INDEX IF NOT EXISTS home_screen_bonuses_coupon ON home_screen_bonuses (coupon_id);
