//! The body of a derived `#[vjp]` function: `let` bindings and a final expression, each
//! binding either a constant (no differentiable value involved) or a differentiable
//! expression: calls to other `#[vjp]` functions and the operators `+ - * /` and unary `-` on
//! tensors, nested as in ordinary Rust. A nested expression is flattened into one step per
//! call, each bound to a fresh name, so the derivation sees a straight line of calls.
//! Operators become the ops they stand for: `&a + &b` is `broadcast_add(&a, &b)?`, `&a - &b`
//! `broadcast_sub`, `&a * &b` `broadcast_mul`, `&a / &b` `broadcast_div` (numpy's broadcasting,
//! the same-shape ops on one shape), `-&a` `neg`; with a scalar (an operand written by value,
//! `c`, where tensors are written by reference, `&a`), `&a * c` and `c * &a` are
//! `scale(&a, c)`, `&a / c` is `scale(&a, 1 / c)`, `&a + c` and `c + &a` are `shift(&a, c)`
//! and `&a - c` is `shift(&a, -c)`. Reading a differentiable value's shape
//! (`x.nrows()`, `x.ncols()`, `x.shape()`, `x.dims()`, `x.numel()`, `x.len()`) gives a
//! constant (in `f::trace`, read off the graph). Loops over configuration or over a list of
//! layers, with `let mut` accumulators, and branches on configuration are steps of their own,
//! each holding the steps of its body or arms. Everything else that touches a differentiable
//! value is refused at its span.
//!
//! The analysis is split by what it reads: [`expression`] (calls, operators, arguments),
//! [`statement`] (`let`, lists, assignments), [`control`] (loops, branches, the final
//! expression) and [`syntax`] (helpers over the user's tokens).

use crate::diagnostics::error;
use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{ToTokens, quote};
use std::collections::{HashMap, HashSet};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{BinOp, Block, Expr, ExprPath, Ident, Local, Pat, Path, Stmt, Type, UnOp};

mod control;
mod expression;
mod statement;
mod syntax;

use syntax::*;
pub use syntax::{let_names, names_of, receiver_name};

/// What a name in the body stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// An argument of the function, of this kind.
    Param(ParamKind),
    /// A value computed by a call to a `#[vjp]` function: differentiable.
    Intermediate,
    /// A value computed without differentiable values.
    Constant,
    /// At a call site only: a constant passed by reference (`&positions`), so a tensor-like
    /// value that is not differentiated (ids, a mask); `f::trace` passes it as a literal of
    /// the graph.
    ConstantRef,
    /// A version of an accumulator (`let mut h`): kept in the accumulator's list of versions,
    /// and read by reference.
    Version,
    /// The layer of an iteration of a loop over a list of layers (`for block in &self.blocks`):
    /// differentiable, read by reference, its gradient part of the list's.
    Item,
    /// A list of differentiable values (`let mut outs = Vec::new();`) that `outs.push(y)` fills
    /// in loops and that is read, by reference, after them (`concat_cols_list(&outs)`); each
    /// value pushed takes its cotangent from the list's.
    List,
}

/// One argument at a call site.
#[derive(Clone, Debug)]
pub enum CallArg {
    /// A name bound in the body or an argument of the function.
    Name(Ident, Binding),
    /// Any other expression, free of differentiable values, passed by value (configuration).
    /// It is evaluated once, before the call.
    Constant(Expr),
    /// `&e` for an expression `e` free of differentiable values (a mask, ids): evaluated once,
    /// before the call; in `f::trace`, a literal of the graph.
    ConstantRef(Expr),
    /// `&layer.field` (or a longer path) of a differentiable argument `layer` that is a
    /// `#[derive(Params)]` struct: a parameter, whose gradient goes to that field of
    /// `layer`'s gradient. `name` stands for it in the derivation.
    Field(FieldArg),
}

/// A field of a differentiable argument, passed by reference.
#[derive(Clone, Debug)]
pub struct FieldArg {
    /// The argument.
    pub base: Ident,
    /// The fields, outermost first.
    pub members: Vec<syn::Member>,
    /// The name the derivation gives it (its cotangent's slot).
    pub name: Ident,
}

impl FieldArg {
    /// `base.m1.m2`.
    pub fn path(&self) -> TokenStream {
        let (base, members) = (&self.base, &self.members);
        quote!(#base #(.#members)*)
    }

    /// `base.m1.m2` as written, for the tests' listings.
    #[cfg(test)]
    pub fn text(&self) -> String {
        self.path().to_string().replace(' ', "")
    }
}

/// The argument a field path `a.b.c` starts from, and its fields, if `expr` is one.
fn field_path(expr: &Expr) -> Option<(Ident, Vec<syn::Member>)> {
    match strip(expr) {
        Expr::Field(f) => field_chain(f),
        _ => None,
    }
}

/// [`field_path`] of a field access.
fn field_chain(f: &syn::ExprField) -> Option<(Ident, Vec<syn::Member>)> {
    let (base, mut members) = match strip(&f.base) {
        Expr::Field(inner) => field_chain(inner)?,
        other => (single_ident(other)?, Vec::new()),
    };
    members.push(f.member.clone());
    Some((base, members))
}

/// A call to a `#[vjp]` function whose result is bound to `var`.
#[derive(Clone, Debug)]
pub struct Call {
    /// The name the result is bound to.
    pub var: Ident,
    /// An optional type annotation of the binding.
    pub ty: Option<Type>,
    /// The function called.
    pub func: ExprPath,
    /// Its arguments.
    pub args: Vec<CallArg>,
}

/// One step of the body, in order.
#[derive(Clone, Debug)]
pub enum Step {
    /// A binding that involves no differentiable value, emitted as written.
    Constant(Box<Local>),
    /// A differentiable call.
    Call(Box<Call>),
    /// The value just computed into `var` becomes the newest version of `accumulator`: moved
    /// into its list of versions, `var` then reads it there.
    Push(Push),
    /// A `for` loop.
    Loop(Box<Loop>),
    /// An `if`/`else` or a `match` on configuration, giving a value.
    Branch(Box<Branch>),
    /// A list's declaration (`let mut outs = Vec::new();`): it starts empty.
    List(Ident),
}

/// See [`Step::Push`].
#[derive(Clone, Debug)]
pub struct Push {
    /// The accumulator, as the user named it.
    pub accumulator: Ident,
    /// The value (its first version is named as the accumulator).
    pub var: Ident,
    /// Whether this is the accumulator's first version (`let mut h = ...`), which starts its
    /// list.
    pub first: bool,
    /// Whether `accumulator` is a list the user fills (`outs.push(y)`, [`Binding::List`]): the
    /// value is the list's next element, not a new version of a running value.
    pub list: bool,
}

/// A `for` loop over configuration (`for i in 0..n`) or over the layers of a list (`for block
/// in &self.blocks`). Each iteration runs the body's steps; the values and pullbacks of every
/// iteration are kept, and the backward runs the iterations in reverse.
#[derive(Clone, Debug)]
pub struct Loop {
    /// The loop's number in the function, for the names of what it keeps.
    pub number: usize,
    /// What it runs over.
    pub iterable: Iterable,
    /// The steps of one iteration.
    pub body: Vec<Step>,
    /// The accumulators the body assigns.
    pub carried: Vec<Carried>,
    /// The values from outside the body that it differentiates: first each carried
    /// accumulator's version before the loop, then the others in order of first use, then the
    /// list of layers (for a loop over one). The loop's backward gives one cotangent slot for
    /// each, in this order.
    pub uses: Vec<CallArg>,
    /// The lists declared outside the body that it pushes into (in it or in a loop inside it).
    pub lists: Vec<Ident>,
}

/// What a loop runs over.
#[derive(Clone, Debug)]
pub enum Iterable {
    /// An expression of configuration (`0..self.depth`), bound to `pattern` in each iteration.
    Config {
        /// The loop's pattern, as written.
        pattern: Box<Pat>,
        /// The expression, as written.
        expr: Box<Expr>,
    },
    /// A list of layers (a `Vec` or array field of a differentiable argument, or such an
    /// argument), each bound to `item` in its iteration.
    Layers {
        /// The list: a field of a differentiable argument, or the argument.
        list: CallArg,
        /// The name of an iteration's layer.
        item: Ident,
        /// The pattern of the iteration's index, for `.iter().enumerate()`.
        index: Option<Box<Pat>>,
    },
}

/// An accumulator a loop assigns: its version before the loop, at an iteration's start and
/// end, and after the loop.
#[derive(Clone, Debug)]
pub struct Carried {
    /// The accumulator, as the user named it.
    pub accumulator: Ident,
    /// Its version when the loop starts.
    pub before: Ident,
    /// Its version when an iteration starts.
    pub entry: Ident,
    /// Its version when an iteration ends (the body's last assignment).
    pub exit: Ident,
    /// Its version after the loop.
    pub after: Ident,
}

/// An `if`/`else` chain or a `match`, on configuration, whose arms compute the value bound to
/// `var`. The forward keeps the values of the arm it ran; the backward runs that arm's.
#[derive(Clone, Debug)]
pub struct Branch {
    /// The value the branch gives.
    pub var: Ident,
    /// Its type annotation, if any.
    pub ty: Option<Type>,
    /// The `match`'s scrutinee (`None` for an `if` chain).
    pub scrutinee: Option<Expr>,
    /// The arms, in order.
    pub arms: Vec<Arm>,
    /// The values from outside the arms that some arm differentiates, in order of first use;
    /// the branch's backward gives one cotangent slot for each.
    pub uses: Vec<CallArg>,
}

/// How an arm is chosen.
#[derive(Clone, Debug)]
pub enum ArmHead {
    /// `if cond` (or `else if cond`); `None` for the final `else`.
    If(Option<Expr>),
    /// `pattern if guard =>`.
    Match(Box<Pat>, Option<Expr>),
}

/// One arm of a branch.
#[derive(Clone, Debug)]
pub struct Arm {
    /// How it is chosen.
    pub head: ArmHead,
    /// Its steps.
    pub body: Vec<Step>,
    /// Its value.
    pub output: ArmOutput,
}

/// What an arm gives.
#[derive(Clone, Debug)]
pub enum ArmOutput {
    /// A value its steps computed.
    Value(Ident),
    /// An expression free of differentiable values (its gradient is zero).
    Constant(Box<Expr>),
}

/// The analysed body.
#[derive(Clone, Debug)]
pub struct Body {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The name whose value the function returns.
    pub output: Ident,
    /// The differentiable arguments used as whole layers (a nested layer's `forward`, a loop's
    /// list): their gradients are built by adding into zeros.
    pub layers: HashSet<String>,
}

/// The name whose cotangent an argument receives, when it is differentiated.
pub fn target(arg: &CallArg) -> Option<Ident> {
    match arg {
        CallArg::Name(
            name,
            Binding::Param(ParamKind::Diff) | Binding::Intermediate | Binding::Version | Binding::Item | Binding::List,
        ) => Some(name.clone()),
        CallArg::Field(field) => Some(field.name.clone()),
        _ => None,
    }
}

impl Step {
    /// The arguments the step differentiates, as its parent sees them: a call's, or a loop's
    /// or a branch's uses.
    pub fn args(&self) -> &[CallArg] {
        match self {
            Step::Call(call) => &call.args,
            Step::Loop(l) => &l.uses,
            Step::Branch(b) => &b.uses,
            Step::Constant(_) | Step::Push(_) | Step::List(_) => &[],
        }
    }

    /// The differentiable values the step defines.
    pub fn defines(&self) -> Vec<Ident> {
        match self {
            Step::Call(call) => vec![call.var.clone()],
            Step::Branch(b) => vec![b.var.clone()],
            Step::Loop(l) => l
                .carried
                .iter()
                .map(|c| c.after.clone())
                .chain(l.lists.iter().cloned())
                .collect(),
            Step::List(list) => vec![list.clone()],
            Step::Constant(_) | Step::Push(_) => Vec::new(),
        }
    }

    /// The lists the step pushes into: a push's, or those of a loop.
    pub fn pushes(&self) -> Vec<Ident> {
        match self {
            Step::Push(p) if p.list => vec![p.accumulator.clone()],
            Step::Loop(l) => l.lists.clone(),
            _ => Vec::new(),
        }
    }

    /// Every differentiable value the step defines, nested ones included.
    pub fn values(&self) -> Vec<Ident> {
        match self {
            Step::Call(call) => vec![call.var.clone()],
            Step::Branch(b) => std::iter::once(b.var.clone())
                .chain(b.arms.iter().flat_map(|a| a.body.iter().flat_map(Step::values)))
                .collect(),
            Step::Loop(l) => l
                .carried
                .iter()
                .flat_map(|c| [c.entry.clone(), c.after.clone()])
                .chain(l.body.iter().flat_map(Step::values))
                .collect(),
            Step::Constant(_) | Step::Push(_) | Step::List(_) => Vec::new(),
        }
    }

    /// Every call in the step, nested ones included.
    pub fn calls(&self) -> Vec<&Call> {
        match self {
            Step::Call(call) => vec![call],
            Step::Loop(l) => l.body.iter().flat_map(Step::calls).collect(),
            Step::Branch(b) => b
                .arms
                .iter()
                .flat_map(|a| a.body.iter().flat_map(Step::calls))
                .collect(),
            Step::Constant(_) | Step::Push(_) | Step::List(_) => Vec::new(),
        }
    }
}

/// The differentiated values `steps` use that they do not define (nor `bound` names), in order
/// of first use; fields of `bound` names are theirs too.
fn free_uses(steps: &[Step], bound: &HashSet<String>) -> Vec<CallArg> {
    let mut defined: HashSet<String> = bound.clone();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for step in steps {
        for arg in step.args() {
            let Some(name) = target(arg) else { continue };
            let base = match arg {
                CallArg::Field(f) => names::text(&f.base),
                _ => names::text(&name),
            };
            if defined.contains(&base) || defined.contains(&names::text(&name)) {
                continue;
            }
            if seen.insert(names::text(&name)) {
                out.push(arg.clone());
            }
        }
        defined.extend(step.defines().iter().map(names::text));
    }
    out
}

/// The name given to the value of a final call expression (made fresh among the user's
/// names).
pub const OUTPUT: &str = "output";

/// What a loop refusal says.
const LOOPS: &str = "only `for` loops are differentiated, as statements: over configuration (`for i in 0..n`) or over the layers of a list (`for block in &self.blocks`), reassigning an accumulator (`let mut h`)";

/// What `trace` says of `x.shape()`.
const SHAPE_NOT_EXPORTED: &str = "`shape()` of a differentiable value has no graph form (its dimensions are typed in Rust only): read `nrows()`, `ncols()` or `dims()`, or drop `trace`";

/// The methods that read a shape: on a differentiable value they give a constant.
const SHAPE_READS: &[&str] = &["nrows", "ncols", "shape", "dims", "numel", "len"];

struct Analyzer {
    names: HashMap<String, Binding>,
    /// The crate's path, for the ops operators stand for.
    krate: Path,
    /// Whether the function returns `Result` (an operator's error is returned with `?`).
    fallible: bool,
    /// Whether `f::trace` is derived too (graph values have no shape methods).
    export: bool,
    /// Every identifier the user's function mentions, and the fresh names given so far.
    taken: HashSet<String>,
    /// The name given to each field path of a differentiable argument, by its text.
    fields: HashMap<String, Ident>,
    /// Each accumulator (as the user named it) and its current version, by its name.
    accumulators: HashMap<String, (Ident, Ident)>,
    /// The loops seen so far.
    loops: usize,
    /// The differentiable arguments used as whole layers.
    layers: HashSet<String>,
    /// The lists in scope, by name.
    lists: HashMap<String, ListState>,
    /// How many loops the current statement is inside.
    depth: usize,
    /// The loop depth at which each value computed so far was bound, by name.
    bound_at: HashMap<String, usize>,
    /// The values pushed into a list (read from it since).
    pushed: HashSet<String>,
}

/// What the analysis knows of a list ([`Binding::List`]).
#[derive(Clone, Copy, Debug)]
struct ListState {
    /// The loop depth of its declaration, where it is read.
    depth: usize,
    /// Whether it was read (it takes no push after).
    read: bool,
}

/// Where a statement stands: what it may do there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scope {
    /// The function's body.
    Function,
    /// A loop's body.
    Loop,
    /// An arm of a branch.
    Arm,
}

/// Reads a derived body against its signature. Every refusal in the body is reported
/// (combined into one error); a refused value is taken as differentiable, so that its uses
/// are not refused again. `krate` is the path of the crate whose ops operators stand for;
/// `trace` says whether `f::trace` is derived too.
pub fn analyze(sig: &Signature, block: &Block, krate: &Path, export: bool) -> syn::Result<Body> {
    let item = &sig.item;
    let params: Vec<Ident> = sig.params.iter().map(|p| p.name.clone()).collect();
    let block = &crate::unshadow::unshadow(block, &params, &names::mentioned(quote!(#item #block)));
    let mut analyzer = Analyzer {
        names: sig
            .params
            .iter()
            .map(|p| (names::text(&p.name), Binding::Param(p.kind)))
            .collect(),
        krate: krate.clone(),
        fallible: sig.fallible,
        export,
        taken: {
            let item = &sig.item;
            names::mentioned(quote!(#item #block))
        },
        fields: HashMap::new(),
        accumulators: HashMap::new(),
        loops: 0,
        layers: HashSet::new(),
        lists: HashMap::new(),
        depth: 0,
        bound_at: HashMap::new(),
        pushed: HashSet::new(),
    };
    let mut errors = Vec::new();
    let mut steps = Vec::new();
    let output = match analyzer.statements(&block.stmts, Scope::Function, &mut steps, &mut errors) {
        Some(tail) => analyzer.function_output(tail, &mut steps, &mut errors),
        None => {
            errors.push(error(
                block.span(),
                "a derived #[vjp] function must end with the expression it returns",
            ));
            None
        }
    };
    match (crate::diagnostics::combine(errors), output) {
        (Some(e), _) => Err(e),
        (None, Some(output)) => Ok(Body {
            steps,
            output,
            layers: analyzer.layers,
        }),
        (None, None) => Err(error(
            block.span(),
            "a derived #[vjp] function must end with the expression it returns",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature;
    use quote::quote;

    fn analyze_tokens(tokens: TokenStream) -> syn::Result<Body> {
        let item: syn::ItemFn = syn::parse2(tokens).unwrap();
        let block = item.block.clone();
        analyze(&signature::analyze(item).0, &block, &syn::parse_quote!(::vjp), false)
    }

    #[test]
    fn splits_constants_and_calls() {
        let body = analyze_tokens(quote! {
            fn mlp(x: &M, w1: &W, b1: &B, kind: GeluKind) -> Result<M> {
                let scale = T::from_f64(0.5);
                let h = dense(x, w1, b1)?;
                let a = gelu(&h, kind);
                scale_by(&a, scale)
            }
        })
        .unwrap();
        assert_eq!(body.steps.len(), 4);
        assert!(matches!(body.steps[0], Step::Constant(_)));
        let Step::Call(call) = &body.steps[2] else { panic!() };
        assert_eq!(call.var, "a");
        assert!(matches!(&call.args[0], CallArg::Name(n, Binding::Intermediate) if n == "h"));
        assert!(matches!(&call.args[1], CallArg::Name(n, Binding::Param(ParamKind::Config)) if n == "kind"));
        assert_eq!(body.output, OUTPUT);
        assert_eq!(names::slot(&body.output).to_string(), "d_output");
    }

    #[test]
    fn a_returned_name_is_the_output() {
        let body = analyze_tokens(quote!(
            fn f(x: &M) -> Result<M> {
                let y = g(x)?;
                Ok(y)
            }
        ))
        .unwrap();
        assert_eq!(body.output, "y");
        assert_eq!(body.steps.len(), 1);
    }

    #[test]
    fn a_shadowing_let_binds_a_fresh_name_read_after_it() {
        let body = analyze_tokens(quote!(
            fn f(x: &M) -> M {
                let x = g(x);
                let x = g(&x);
                x
            }
        ))
        .unwrap();
        assert_eq!(calls(&body), ["x_1 = g(x)", "x_2 = g(x_1)"]);
        assert_eq!(body.output, "x_2");
    }

    /// The calls of a body, as `var = func(args)` lines.
    fn calls(body: &Body) -> Vec<String> {
        body.steps
            .iter()
            .flat_map(Step::calls)
            .map(|call| {
                let func = call.func.to_token_stream().to_string().replace(' ', "");
                let args: Vec<String> = call
                    .args
                    .iter()
                    .map(|a| match a {
                        CallArg::Name(n, _) => n.to_string(),
                        CallArg::Field(f) => format!("&{}", f.text()),
                        CallArg::Constant(e) | CallArg::ConstantRef(e) => format!(
                            "const {}",
                            e.to_token_stream()
                                .to_string()
                                .replace(":: ", "::")
                                .replace(" ::", "::")
                                .replace(" (", "(")
                        ),
                    })
                    .collect();
                format!("{} = {func}({})", call.var, args.join(", "))
            })
            .collect()
    }

    #[test]
    fn operators_become_their_ops_and_nested_expressions_are_flattened() {
        let body = analyze_tokens(quote! {
            fn block(x: &M, w: &W, b: &B, mask: &M, #[no_grad] keep: &M, c: f64) -> Result<M> {
                let h = &silu(&dense(x, w, b)?) * &(x - mask);
                let k = -&h / c + &h * keep;
                Ok(&(2.0 * &k) - c + 1.0)
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "dense_value = dense(x, w, b)",
                "silu_value = silu(dense_value)",
                "difference = ::vjp::broadcast_sub(x, mask)",
                "h = ::vjp::broadcast_mul(silu_value, difference)",
                "negation = ::vjp::neg(h)",
                "quotient = ::vjp::scale(negation, const ::vjp::macro_support::reciprocal(c))",
                "product = ::vjp::broadcast_mul(h, keep)",
                "k = ::vjp::broadcast_add(quotient, product)",
                "product_ = ::vjp::scale(k, const 2.0)",
                "difference_ = ::vjp::shift(product_, const ::vjp::macro_support::negated(c))",
                "output = ::vjp::shift(difference_, const 1.0)",
            ]
        );
    }

    #[test]
    fn shape_reads_are_constants_and_an_exported_function_refuses_only_shape() {
        let tokens = quote! {
            fn f(x: &M) -> Result<M> {
                let width = x.ncols();
                let y = scale(x, 1.0 / width as f64);
                Ok(y)
            }
        };
        let body = analyze_tokens(tokens.clone()).unwrap();
        assert!(matches!(body.steps[0], Step::Constant(_)));
        assert_eq!(calls(&body), ["y = scale(x, const 1.0 / width as f64)"]);
        let exported = |tokens: TokenStream| {
            let item: syn::ItemFn = syn::parse2(tokens).unwrap();
            let block = item.block.clone();
            analyze(&signature::analyze(item).0, &block, &syn::parse_quote!(::vjp), true)
        };
        assert!(exported(tokens).is_ok());
        let err = exported(quote! {
            fn f(x: &M) -> Result<M> {
                let rows = x.shape().0;
                scale(x, rows as f64)
            }
        })
        .unwrap_err();
        assert!(err.to_string().contains("no graph form"), "{err}");
    }

    #[test]
    fn fields_of_a_struct_argument_are_parameters_by_reference_and_configuration_by_value() {
        let body = analyze_tokens(quote! {
            fn f(layer: &Block, x: &M) -> Result<M> {
                let h = rms_norm(x, &layer.norm.gain, layer.eps)?;
                Ok(&h * &layer.norm.gain)
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "h = rms_norm(x, &layer.norm.gain, const layer . eps)",
                "output = ::vjp::broadcast_mul(h, &layer.norm.gain)"
            ]
        );
        let Step::Call(first) = &body.steps[0] else { panic!() };
        let Step::Call(second) = &body.steps[1] else { panic!() };
        let (CallArg::Field(a), CallArg::Field(b)) = (&first.args[1], &second.args[1]) else {
            panic!()
        };
        assert_eq!(
            (a.name.to_string(), b.name.to_string()),
            ("layer_norm_gain".into(), "layer_norm_gain".into())
        );
    }

    #[test]
    fn fresh_names_avoid_the_users() {
        let body = analyze_tokens(quote! {
            fn f(x: &M, sum: &M) -> Result<M> {
                let product = x * sum;
                Ok(&product * &(x + sum))
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "product = ::vjp::broadcast_mul(x, sum)",
                "sum_ = ::vjp::broadcast_add(x, sum)",
                "output = ::vjp::broadcast_mul(product, sum_)"
            ]
        );
    }

    #[test]
    fn refuses_unsupported_constructs_with_their_reason() {
        let cases = [
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = x.map(g);
                        y
                    }
                ),
                "method calls",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = g(x);
                        y + y
                    }
                ),
                "return `Result<...>`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        if is_big(x) { g(x) } else { h(x) }
                    }
                ),
                "`if` on a differentiable value",
            ),
            (
                quote!(
                    fn f(x: &M, c: bool) -> M {
                        if c {
                            g(x)
                        }
                    }
                ),
                "needs an `else`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        match sign(x) {
                            _ => g(x),
                        }
                    }
                ),
                "`match` on a differentiable value",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        while c {
                            let y = g(x);
                        }
                        g(x)
                    }
                ),
                "only `for` loops",
            ),
            (
                quote!(
                    fn f(x: &M, deep: bool) -> Result<M> {
                        let mut h = x.clone();
                        for i in 0..3 {
                            let y = if deep {
                                for j in 0..3 {
                                    h = g(&h)?;
                                }
                                h.clone()
                            } else {
                                h.clone()
                            };
                            h = &h + &y;
                        }
                        Ok(h)
                    }
                ),
                "a loop inside a branch",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut outs = Vec::new();
                        for i in 0..3 {
                            outs.push(g(x)?);
                        }
                        let y = concat_rows_list(&outs)?;
                        outs.push(g(&y)?);
                        concat_rows_list(&outs)
                    }
                ),
                "`outs` is pushed after it is read",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut outs = Vec::new();
                        let mut h = x.clone();
                        for i in 0..3 {
                            outs.push(g(&h)?);
                            h = concat_rows_list(&outs)?;
                        }
                        Ok(h)
                    }
                ),
                "read the list `outs` where it is declared",
            ),
            (
                quote!(
                    fn f(x: &M, deep: bool) -> Result<M> {
                        let mut outs = Vec::new();
                        for i in 0..3 {
                            let y = if deep {
                                outs.push(g(x)?);
                                g(x)?
                            } else {
                                g(x)?
                            };
                            outs.push(y);
                        }
                        concat_rows_list(&outs)
                    }
                ),
                "an arm of a branch gives a value and pushes nothing",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut h = x;
                        Ok(h)
                    }
                ),
                "`let mut h = x.clone();`",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let y = g(x)?;
                        for i in 0..3 {
                            y = g(&y)?;
                        }
                        Ok(y)
                    }
                ),
                "`y` is not an accumulator",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut h = x.clone();
                        for i in 0..3 {
                            h = g(&h)?;
                            break;
                        }
                        Ok(h)
                    }
                ),
                "`break` is not differentiated",
            ),
            (
                quote!(
                    fn f(x: &M, c: bool) -> Result<M> {
                        let mut h = x.clone();
                        let y = if c {
                            h = g(&h)?;
                            g(&h)?
                        } else {
                            g(x)?
                        };
                        Ok(y)
                    }
                ),
                "assigns nothing",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut h = x.clone();
                        for row in x.rows() {
                            h = g(&h)?;
                        }
                        Ok(h)
                    }
                ),
                "not over a differentiable value",
            ),
            (
                quote!(
                    fn f(layer: &Stack, x: &M) -> Result<M> {
                        let mut h = x.clone();
                        for w in layer.weights.iter().cloned() {
                            h = matmul(&h, &w)?;
                        }
                        Ok(h)
                    }
                ),
                "without gradients",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        g(x);
                        g(x)
                    }
                ),
                "bind this with `let`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = loop {
                            break g(x);
                        };
                        y
                    }
                ),
                "loops",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = g(x);
                        h(y)
                    }
                ),
                "pass `&y`",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        h(g(x)?)
                    }
                ),
                "pass `&(...)`",
            ),
            (
                quote!(
                    fn f(x: &M, c: f64) -> Result<M> {
                        let y = c - x;
                        Ok(y)
                    }
                ),
                "with a scalar on this side",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let y = x % x;
                        Ok(y)
                    }
                ),
                "`%` is not differentiated",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let y = !x;
                        Ok(y)
                    }
                ),
                "`!` is not differentiated",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        zeros()
                    }
                ),
                "does not depend",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        println!("{x:?}");
                        g(x)
                    }
                ),
                "macros",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        (funcs[0])(x)
                    }
                ),
                "by its path",
            ),
        ];
        for (tokens, expected) in cases {
            let err = analyze_tokens(tokens).unwrap_err().to_string();
            assert!(err.contains(expected), "expected `{expected}` in: {err}");
        }
    }
}
