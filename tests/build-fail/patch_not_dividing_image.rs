// A 16-pixel patch does not divide a 225-pixel image.
use vjp::{Const, Matrix, PatchEmbed, Vector};

fn main() {
    let layer = PatchEmbed::<f32, Const<196>, Const<192>, Const<768>>::for_image::<3, 225, 224, 16>(
        Matrix::zeros(Default::default()),
        Vector::zeros(Default::default()),
    );
    println!("{}", layer.patch);
}
