// A stand-in for SparkTheming: every Spark control is made with a theme (control-rules.md §3.0).
/// Spark's theme (`any Theme` in every initialiser).
public protocol Theme {}
