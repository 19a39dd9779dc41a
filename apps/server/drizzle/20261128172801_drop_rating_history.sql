-- Written by practice attempts and read by nothing: a learner's Practice rating changes are in
-- attempts.rating_delta, Contest rating changes in contest_ratings.
DROP TABLE "rating_history" CASCADE;
