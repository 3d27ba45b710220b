//! The forward and the backward of a straight line of steps — the function's body, a loop's
//! body, an arm of a branch — for [`crate::pullback`]'s derivation.
//!
//! The forward runs the steps as written, each call through its callee's `vjp` (or `trace`),
//! keeping its value and pullback. Where the steps are a loop's body or an arm, what the
//! backward reads is kept per iteration (`record_{n}`, a list) or per arm (`branch_{v}_{k}`,
//! an `Option`), and the backward reads it there by reference.
//!
//! The backward runs the live steps in reverse: a value is live when a cotangent is seeded on
//! it (the output's `dy`, the cotangent a loop carries into an iteration) or a live step uses
//! it at a differentiated position. Each live value's cotangent is the sum of its
//! contributions (`t_{value}_{k}`), or its one contribution bound directly as `d_{value}`. A
//! loop is one step of its parent: its backward runs the iterations in reverse, carries each
//! accumulator's cotangent from an iteration to the one before, adds up the cotangents of the
//! values from outside, and adds each iteration's layer gradient into the list's. A branch
//! is one step too: its backward runs the arm the forward took.

use crate::body::{ArmHead, ArmOutput, Binding, Branch, CallArg, Iterable, Loop, Push, Step, target};
use crate::names;
use proc_macro2::TokenStream;
use quote::{ToTokens, quote, quote_spanned};
use std::collections::{HashMap, HashSet};
use syn::spanned::Spanned;
use syn::{ExprPath, Ident, Path, PathArguments};

mod backward;
mod forward;

/// Which function a derivation writes: `f::vjp` over Rust values, or `f::trace` over graph
/// values (the same derivation, each callee's `trace` in place of its `vjp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum World {
    /// `f::vjp`.
    Eager,
    /// `f::trace`, written into a graph.
    Graph,
}

/// How the names of a segment are read where its code stands.
#[derive(Clone, Debug, Default)]
pub struct Env {
    /// Names that are references here: the arguments, versions of accumulators, a loop's
    /// layer, and what an iteration or an arm kept (read back by reference).
    pub borrowed: HashSet<String>,
    /// Names read through another expression: the function's output as the pullback's `out`,
    /// an arm's value as the branch's.
    pub aliases: HashMap<String, TokenStream>,
}

impl Env {
    /// `&name`, or `name` where it is a reference already, or its alias.
    pub fn value(&self, name: &Ident) -> TokenStream {
        let text = names::text(name);
        if let Some(alias) = self.aliases.get(&text) {
            alias.clone()
        } else if self.borrowed.contains(&text) {
            quote!(#name)
        } else {
            quote_spanned!(name.span()=> &#name)
        }
    }

    /// An argument as the backward hands it to a pullback (and as the forward hands it to a
    /// callee): by reference.
    fn arg(&self, arg: &CallArg, constant: &Ident) -> TokenStream {
        match arg {
            CallArg::Name(name, _) => self.value(name),
            CallArg::Field(field) => {
                let path = field.path();
                quote!(&#path)
            }
            CallArg::Constant(_) | CallArg::ConstantRef(_) => self.value(constant),
        }
    }

    /// Reads `names` as references (the function's arguments, a loop's layer, kept values).
    pub fn borrow<I: std::borrow::Borrow<Ident>>(&mut self, names: impl IntoIterator<Item = I>) {
        self.borrowed.extend(names.into_iter().map(|n| names::text(n.borrow())));
    }

    /// Whether `name` is a reference here.
    pub fn is_borrowed(&self, name: &Ident) -> bool {
        self.borrowed.contains(&names::text(name))
    }
}

/// A cotangent handed to a segment's backward for one of its values.
#[derive(Clone, Debug)]
pub enum Seed {
    /// A cotangent (`dy`, or a parent's slot `d_y`) that `pull` reads by reference; the value's
    /// only one.
    Given(TokenStream),
    /// An owned slot, one contribution among the value's.
    Slot(TokenStream),
}

/// A segment's backward: its code, and the values from outside it whose cotangent it bound
/// (as `d_{value}`) at its end.
pub struct Backward {
    /// The code.
    pub tokens: TokenStream,
    /// The values from outside the segment that received a cotangent, by name.
    pub slots: HashSet<String>,
}

/// The derivation's writer, for one world.
pub struct Writer<'a> {
    /// The crate's path.
    pub krate: &'a Path,
    /// Which function is written.
    pub world: World,
    /// The graph argument of `f::trace`.
    pub graph: Ident,
    /// The names whose values are graph values in `f::trace` (the arguments but configuration,
    /// and every value the body computes): their shape reads are read off the graph.
    pub traced: HashSet<String>,
}

/// Rewrites the shape reads of traced values in an expression of the traced forward
/// (`x.ncols()` ↦ `shape_reads::ncols(&*graph, &x)?`).
struct ShapeReads<'a> {
    writer: &'a Writer<'a>,
    env: &'a Env,
}

impl syn::visit_mut::VisitMut for ShapeReads<'_> {
    fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
        if let syn::Expr::MethodCall(m) = expr
            && m.args.is_empty()
            && ["nrows", "ncols", "dims", "numel", "len"].contains(&names::text(&m.method).as_str())
            && let Some(ident) = crate::body::receiver_name(&m.receiver)
            && self.writer.traced.contains(&names::text(&ident))
        {
            let (krate, graph, method) = (self.writer.krate, &self.writer.graph, &m.method);
            let value = self.env.value(&ident);
            *expr = syn::parse_quote!(#krate::macro_support::shape_reads::#method(&*#graph, #value)?);
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }
}

/// The path of `f::vjp` (or `f::trace`, `item`) for a callee written `f` (or `m::f::<T>`):
/// generic arguments move to the item. (Paths starting with `self` or `super` were moved down
/// to the generated module already.)
fn callee_item(func: &ExprPath, item: &str) -> TokenStream {
    let mut path = func.path.clone();
    let generics = match path.segments.last_mut() {
        Some(last) => std::mem::replace(&mut last.arguments, PathArguments::None),
        None => PathArguments::None,
    };
    let span = func.span();
    let item = Ident::new(item, span);
    quote_spanned!(span=> #path::#item #generics)
}

/// The names of the values `steps` kept that their backward reads, in order: each call's value
/// (unless it moved on, into an accumulator or out as an arm's `output`), its pullback and its
/// constant arguments; each version's mark; each branch's arms; and the constants (`lets`, and
/// the `bound` names of a pattern) that a call takes.
fn kept(steps: &[Step], output: Option<&Ident>, bound: &[Ident]) -> Vec<Ident> {
    let taken: HashSet<String> = steps
        .iter()
        .flat_map(Step::calls)
        .flat_map(|call| call.args.iter())
        .filter_map(|arg| match arg {
            CallArg::Name(name, Binding::Constant | Binding::ConstantRef) => Some(names::text(name)),
            _ => None,
        })
        .collect();
    let pushed: HashSet<String> = steps
        .iter()
        .filter_map(|s| match s {
            Step::Push(p) => Some(names::text(&p.var)),
            _ => None,
        })
        .collect();
    let moves = |var: &Ident| pushed.contains(&names::text(var)) || output.is_some_and(|o| o == var);
    let mut out: Vec<Ident> = bound
        .iter()
        .filter(|n| taken.contains(&names::text(n)))
        .cloned()
        .collect();
    for step in steps {
        match step {
            Step::Constant(local) => out.extend(
                crate::body::names_of(&local.pat)
                    .into_iter()
                    .filter(|n| taken.contains(&names::text(n))),
            ),
            Step::Call(call) => {
                if !moves(&call.var) {
                    out.push(call.var.clone());
                }
                out.push(names::pullback(&call.var));
                for (j, arg) in call.args.iter().enumerate() {
                    if let CallArg::Constant(_) | CallArg::ConstantRef(_) = arg {
                        out.push(names::constant_arg(&call.var, j));
                    }
                }
            }
            Step::Push(p) => {
                out.push(names::mark(&p.var));
                // An accumulator declared in a loop's body: its list of versions is the
                // iteration's.
                if p.first {
                    out.push(names::states(&p.accumulator));
                }
            }
            Step::Branch(b) => {
                if !moves(&b.var) {
                    out.push(b.var.clone());
                }
                out.extend((0..b.arms.len()).map(|k| names::branch(&b.var, k)));
            }
            // A list declared in a loop's body is the iteration's.
            Step::List(list) => out.push(list.clone()),
            // A loop inside a loop: its record and the marks of its accumulators after it.
            Step::Loop(l) => {
                out.push(names::record(l.number));
                out.extend(l.carried.iter().map(|c| names::mark(&c.after)));
            }
        }
    }
    out
}

/// `let var = version(&states, mark)?;` for each version `steps` define, so the backward reads
/// them; each mark is read through `env` (a reference where an iteration kept it).
fn views(krate: &Path, steps: &[Step], env: &Env) -> TokenStream {
    let mut out = TokenStream::new();
    for step in steps {
        let versions: Vec<(Ident, &Ident)> = match step {
            Step::Push(p) => vec![(states_of(p), &p.var)],
            Step::Loop(l) => l
                .carried
                .iter()
                .map(|c| (names::states(&c.accumulator), &c.after))
                .collect(),
            _ => Vec::new(),
        };
        for (states, var) in versions {
            out.extend(view(krate, &states, var, env));
        }
    }
    out
}

/// Where a push keeps its value: the accumulator's list of versions, or the user's list.
fn states_of(p: &Push) -> Ident {
    if p.list {
        p.accumulator.clone()
    } else {
        names::states(&p.accumulator)
    }
}

/// `let var = version(&states, mark)?;`.
fn view(krate: &Path, states: &Ident, var: &Ident, env: &Env) -> TokenStream {
    let mark = env.value(&names::mark(var));
    quote! {
        #[allow(unused_variables)]
        let #var = #krate::macro_support::version(&#states, #mark)?;
    }
}

impl Writer<'_> {
    /// In `f::trace`, `let name = graph_constant(graph, &name)?;`: a constant passed by
    /// reference becomes a literal of the graph (one already traced stays as it is).
    fn as_literal(&self, name: &Ident) -> Option<TokenStream> {
        let (krate, graph) = (self.krate, &self.graph);
        (self.world == World::Graph)
            .then(|| quote!(let #name = #krate::macro_support::graph_constant(#graph, &#name)?;))
    }

    /// `field += slot`: a layer's gradient (`&mut gradient.w`) taking the cotangent its
    /// derivation gathered.
    pub fn add_gradient(&self, field: TokenStream, slot: &Ident) -> TokenStream {
        let (krate, graph) = (self.krate, &self.graph);
        match self.world {
            World::Eager => quote!(#krate::macro_support::add_gradient(#field, #slot)?;),
            World::Graph => quote!(#krate::macro_support::add_traced(#graph, #field, #slot)?;),
        }
    }

    /// `field = slot` for a field of a gradient that is still zero (its first cotangent): moved
    /// in, not added, in `f::vjp`; in `f::trace`, added as [`Writer::add_gradient`] does.
    pub fn set_gradient(&self, field: TokenStream, slot: &Ident) -> TokenStream {
        let krate = self.krate;
        match self.world {
            World::Eager => quote!(#krate::macro_support::set_gradient(#field, #slot)?;),
            World::Graph => self.add_gradient(field, slot),
        }
    }

    /// `expr` (of the forward) with the shape reads of traced values read off the graph, in
    /// `f::trace`; as written in `f::vjp`.
    fn traced_expr(&self, expr: &syn::Expr, env: &Env) -> syn::Expr {
        let mut expr = expr.clone();
        if self.world == World::Graph {
            syn::visit_mut::VisitMut::visit_expr_mut(&mut ShapeReads { writer: self, env }, &mut expr);
        }
        expr
    }

    /// [`Writer::traced_expr`] for a `let` of the forward.
    fn traced_local(&self, local: &syn::Local, env: &Env) -> syn::Local {
        let mut local = local.clone();
        if self.world == World::Graph {
            syn::visit_mut::VisitMut::visit_local_mut(&mut ShapeReads { writer: self, env }, &mut local);
        }
        local
    }
}
