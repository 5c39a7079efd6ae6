-- Chat now weighs welcome, disclaimer and closing by default (5 each, taken from accuracy, compliance
-- and handling time). A group whose chat weightage is still the old default moves to the new one; a
-- group or batch that chose its own weights keeps them.
UPDATE weightages
SET weights = '{"accuracy_score":20,"compliance_score":10,"resolution_score":15,"aht_score":5,"welcome_score":5,"disclaimer_score":5,"closing_score":5,"empathy_score":10,"probing_score":10,"forbidden_words":5,"idle_time":5,"typing_accuracy_score":3,"typing_speed_score":2}'::jsonb
WHERE type = 1
  AND batch_id IS NULL
  AND weights = '{"accuracy_score":25,"compliance_score":15,"resolution_score":15,"aht_score":10,"empathy_score":10,"probing_score":10,"forbidden_words":5,"idle_time":5,"typing_accuracy_score":3,"typing_speed_score":2}'::jsonb;
