-- Symbols and user ids are exact keys, as on H2 and PostgreSQL: 'S:1' is not 's:1' and 'uid:0 ' is not
-- 'uid:0'. The tables' default collation (utf8mb4_general_ci) ignores case and trailing spaces, so on
-- MariaDB alone a lookup of 'UID:0' found uid:0's account, registering 'UID:0' next to 'uid:0' was
-- refused as a duplicate, and looking up a list of symbols left out 'S:1' while looking up 'S:1' alone
-- returned s:1. A binary no-pad collation compares the characters as they are. No stored key changes:
-- keys that were distinct under the old collation are distinct under this one.
ALTER TABLE account DROP FOREIGN KEY account_profile_fk;
ALTER TABLE account_profile
    MODIFY user_id VARCHAR(250) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL;
ALTER TABLE account
    MODIFY profile_user_id VARCHAR(250) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    ADD CONSTRAINT account_profile_fk FOREIGN KEY (profile_user_id) REFERENCES account_profile (user_id);
ALTER TABLE quote
    MODIFY symbol VARCHAR(250) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL;
ALTER TABLE holding
    MODIFY quote_symbol VARCHAR(250) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL;
ALTER TABLE orders
    MODIFY quote_symbol VARCHAR(250) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL;
